// iOS: Verity's liveness check in a WKWebView, with the camera and the bridge's events.
// The session's `token` comes from your server (POST /sdk/identity/capture-sessions); it goes in the
// URL's fragment, so no server log ever holds it. Info.plist needs NSCameraUsageDescription.
import UIKit
import WebKit

final class CaptureViewController: UIViewController, WKScriptMessageHandler, WKUIDelegate {
    private let verityURL: URL
    private let token: String
    private var webView: WKWebView!

    init(verityURL: URL, token: String) {
        self.verityURL = verityURL
        self.token = token
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = WKWebViewConfiguration()
        // The camera preview plays in the page, not full screen, and without a tap.
        configuration.allowsInlineMediaPlayback = true
        configuration.mediaTypesRequiringUserActionForPlayback = []
        // window.webkit.messageHandlers.verity.postMessage(event) arrives in userContentController(_:didReceive:).
        configuration.userContentController.add(self, name: "verity")
        webView = WKWebView(frame: view.bounds, configuration: configuration)
        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        webView.uiDelegate = self
        view.addSubview(webView)
        var page = URLComponents(url: verityURL.appendingPathComponent("web-view/liveness/passive/ios"),
                                 resolvingAgainstBaseURL: false)!
        page.fragment = "token=\(token)"
        webView.load(URLRequest(url: page.url!))
    }

    // iOS 15+: answer the page's camera request without a second prompt, for Verity's page only.
    // (The system's own camera prompt, with NSCameraUsageDescription, still comes first.)
    func webView(_ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin,
                 initiatedByFrame frame: WKFrameInfo, type: WKMediaCaptureType,
                 decisionHandler: @escaping (WKPermissionDecision) -> Void) {
        let fromVerity = origin.host == verityURL.host && type == .camera
        decisionHandler(fromVerity ? .grant : .deny)
    }

    /** Receives `{ source: "verity-capture", v: 1, type, payload }` as a dictionary. */
    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let event = message.body as? [String: Any],
              event["source"] as? String == "verity-capture", event["v"] as? Int == 1,
              let type = event["type"] as? String else { return }
        let payload = event["payload"] as? [String: Any] ?? [:]
        switch type {
        case "ready": break // the page loaded
        // An id, never an image or personal data: ask your server for the decision.
        case "captured": onCaptured(payload["captureId"] as? String ?? "")
        case "error": onCaptureError(code: payload["code"] as? String ?? "", message: payload["message"] as? String ?? "")
        case "close": dismiss(animated: true) // payload["reason"]: "completed" or "cancelled"
        default: break
        }
    }

    private func onCaptured(_ captureId: String) { /* tell your server; it reads GET /sdk/identity/liveness/{id} */ }

    private func onCaptureError(code: String, message: String) { /* log it; the page already told the person */ }

    deinit { webView?.configuration.userContentController.removeScriptMessageHandler(forName: "verity") }
}
