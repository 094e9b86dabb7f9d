// Android: Verity's liveness check in a WebView, with the camera and the bridge's events.
// The session's `token` comes from your server (POST /sdk/identity/capture-sessions); it goes in the
// URL's fragment, so no server log ever holds it. AndroidManifest.xml needs:
//   <uses-permission android:name="android.permission.CAMERA" />
package com.example.verity

import android.Manifest
import android.annotation.SuppressLint
import android.content.pm.PackageManager
import android.os.Bundle
import android.webkit.JavascriptInterface
import android.webkit.PermissionRequest
import android.webkit.WebChromeClient
import android.webkit.WebView
import androidx.activity.result.contract.ActivityResultContracts
import androidx.appcompat.app.AppCompatActivity
import androidx.core.content.ContextCompat
import org.json.JSONObject

class CaptureActivity : AppCompatActivity() {
    private lateinit var webView: WebView
    private var pendingRequest: PermissionRequest? = null

    // The page asked for the camera before the app held the permission: ask the person, then answer it.
    private val askCamera = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
        pendingRequest?.let { if (granted) it.grant(arrayOf(PermissionRequest.RESOURCE_VIDEO_CAPTURE)) else it.deny() }
        pendingRequest = null
    }

    @SuppressLint("SetJavaScriptEnabled")
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val verityUrl = intent.getStringExtra("verityUrl") ?: "https://api.verity.africa"
        val token = intent.getStringExtra("token") ?: return finish()

        webView = WebView(this)
        setContentView(webView)
        webView.settings.javaScriptEnabled = true
        webView.settings.domStorageEnabled = true
        // The camera preview is a <video> that plays without a tap.
        webView.settings.mediaPlaybackRequiresUserGesture = false
        webView.addJavascriptInterface(VerityBridge(), "VerityAndroid")
        webView.webChromeClient = object : WebChromeClient() {
            override fun onPermissionRequest(request: PermissionRequest) {
                // Only Verity's own page gets the camera, and only the camera.
                val fromVerity = request.origin.toString().startsWith(verityUrl)
                val wantsCamera = request.resources.contains(PermissionRequest.RESOURCE_VIDEO_CAPTURE)
                if (!fromVerity || !wantsCamera) return request.deny()
                val held = ContextCompat.checkSelfPermission(this@CaptureActivity, Manifest.permission.CAMERA) ==
                    PackageManager.PERMISSION_GRANTED
                if (held) request.grant(arrayOf(PermissionRequest.RESOURCE_VIDEO_CAPTURE))
                else {
                    pendingRequest = request
                    askCamera.launch(Manifest.permission.CAMERA)
                }
            }
        }
        webView.loadUrl("$verityUrl/web-view/liveness/passive/android#token=$token")
    }

    /** Receives `{ source: 'verity-capture', v: 1, type, payload }` as a JSON string. */
    inner class VerityBridge {
        @JavascriptInterface
        fun postMessage(message: String) {
            val event = JSONObject(message)
            if (event.optString("source") != "verity-capture" || event.optInt("v") != 1) return
            val payload = event.optJSONObject("payload") ?: JSONObject()
            runOnUiThread {
                when (event.optString("type")) {
                    "ready" -> Unit // the page loaded
                    // An id, never an image or personal data: ask your server for the decision.
                    "captured" -> onCaptured(payload.optString("captureId"))
                    "error" -> onCaptureError(payload.optString("code"), payload.optString("message"))
                    "close" -> finish() // payload.reason: "completed" or "cancelled"
                }
            }
        }
    }

    private fun onCaptured(captureId: String) { /* tell your server; it reads GET /sdk/identity/liveness/{id} */ }

    private fun onCaptureError(code: String, message: String) { /* log it; the page already told the person */ }

    override fun onDestroy() {
        webView.destroy()
        super.onDestroy()
    }
}
