// React Native (react-native-webview): Verity's liveness check with the camera and the bridge's events.
// The session's `token` comes from your server; it goes in the URL's fragment. The app needs the camera
// permission (Android CAMERA, iOS NSCameraUsageDescription).
import { WebView, type WebViewMessageEvent } from 'react-native-webview';

interface CaptureEvent {
  source: 'verity-capture';
  v: 1;
  type: 'ready' | 'captured' | 'error' | 'close';
  payload: { captureId?: string; code?: string; message?: string; reason?: 'completed' | 'cancelled' };
}

export function CaptureScreen(props: {
  verityUrl: string;
  token: string;
  onDone(captureId: string | null): void;
}) {
  let captured: string | null = null;
  const onMessage = (message: WebViewMessageEvent) => {
    const event = JSON.parse(message.nativeEvent.data) as CaptureEvent;
    if (event.source !== 'verity-capture' || event.v !== 1) return;
    if (event.type === 'captured') captured = event.payload.captureId ?? null;
    if (event.type === 'close') props.onDone(captured);
  };
  return (
    <WebView
      source={{ uri: `${props.verityUrl}/sdk/liveness-check#token=${props.token}` }}
      onMessage={onMessage}
      // The camera preview plays in the page, and Verity's page gets the camera it asks for.
      allowsInlineMediaPlayback
      mediaPlaybackRequiresUserAction={false}
      mediaCapturePermissionGrantType="grant"
      originWhitelist={[props.verityUrl]}
    />
  );
}
