// Sesame's native bridge for an iOS app: the app's side of every numbered call the hosted
// sign-in page makes (docs/native-apps.md). Copy this file into the app, then:
//
//   let bridge = SesameBridge(webViewConfiguration: configuration, delegate: self)
//   let webView = WKWebView(frame: .zero, configuration: configuration)
//   bridge.webView = webView
//   webView.load(URLRequest(url: URL(string: "https://SESAME_HOST/auth?appId=YOUR_APP_ID")!))
import UIKit
import WebKit

/// The numbered calls (spec §7), by what they do.
enum SesameCall: Int {
    case dismissed = 0
    case backSubscription = 3
    case storeKey = 4
    case openDeeplink = 7
    case appInfo = 8
    case callbackData = 11
    case webviewHeight = 12
    case close = 14
    case otpRead = 16
    case getHeadlessRequest = 20
    case headlessResponse = 21
    case silentAuthLink = 42
    case zerotap = 45
}

/// What the app does with the calls that need its own code.
protocol SesameBridgeDelegate: AnyObject {
    /// Call 11: the sign-in result. Send `code` to your server, which exchanges it once.
    func sesameSignedIn(token: String, code: String, user: [String: Any])
    /// Call 12: the webview's height as a percentage of the screen.
    func sesameHeight(percent: Int)
    /// Call 14: close the webview.
    func sesameClose()
    /// Call 20: the pending headless request, or nil.
    func sesameHeadlessRequest() -> [String: Any]?
    /// Call 21: a headless response `{ responseType, success, statusCode, response }`.
    func sesameHeadlessResponse(_ response: [String: Any])
    /// Call 42: open the carrier's silent-auth link over cellular data.
    func sesameOpenOverCellular(_ url: URL)
    /// Call 0: the visitor dismissed the widget with its cross; close the webview.
    func sesameDismissed()
}

final class SesameBridge: NSObject, WKScriptMessageHandler {
    static let handlerName = "sesame"
    static let inboxName = "sesameNative"
    static let sdkVersion = "1.0"
    static let userAgentMarker = "SesameApp/1.0"

    weak var webView: WKWebView?
    private weak var delegate: SesameBridgeDelegate?
    /// While true, back gestures go to the page first (call 3).
    private(set) var backSubscribed = false

    init(webViewConfiguration: WKWebViewConfiguration, delegate: SesameBridgeDelegate) {
        self.delegate = delegate
        super.init()
        webViewConfiguration.applicationNameForUserAgent = Self.userAgentMarker
        webViewConfiguration.userContentController.add(self, name: Self.handlerName)
    }

    /// The page's one entry point: `window.webkit.messageHandlers.sesame.postMessage({ key, id?, data? })`.
    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let body = message.body as? [String: Any],
              let key = body["key"] as? Int,
              let call = SesameCall(rawValue: key) else { return }
        let id = body["id"] as? String ?? ""
        let data = body["data"] as? [String: Any] ?? [:]
        switch call {
        case .dismissed:
            delegate?.sesameDismissed()
        case .backSubscription:
            backSubscribed = data["subscribed"] as? Bool ?? false
        case .storeKey:
            if let name = data["key"] as? String { UserDefaults.standard.set(data["value"], forKey: "sesame.\(name)") }
        case .openDeeplink:
            if let url = (data["url"] as? String).flatMap(URL.init(string:)) { UIApplication.shared.open(url) }
        case .appInfo:
            resolve(id, appInfo())
        case .callbackData:
            if let token = data["token"] as? String, let code = data["code"] as? String {
                delegate?.sesameSignedIn(token: token, code: code, user: data["user"] as? [String: Any] ?? [:])
            }
        case .webviewHeight:
            delegate?.sesameHeight(percent: data["percent"] as? Int ?? 100)
        case .close:
            delegate?.sesameClose()
        case .otpRead:
            // iOS offers SMS codes through the keyboard (one-time-code autofill), not to apps.
            reject(id, "no code")
        case .getHeadlessRequest:
            resolve(id, delegate?.sesameHeadlessRequest() ?? NSNull())
        case .headlessResponse:
            delegate?.sesameHeadlessResponse(data)
        case .silentAuthLink:
            if let url = (data["url"] as? String).flatMap(URL.init(string:)) { delegate?.sesameOpenOverCellular(url) }
        case .zerotap:
            // WhatsApp's zero-tap templates hand codes to Android apps only.
            reject(id, "no code")
        }
    }

    /// From the app's back handling: true when the page took the gesture.
    func handleBack(_ done: @escaping (Bool) -> Void) {
        guard backSubscribed, let webView else { return done(false) }
        webView.evaluateJavaScript("window.\(Self.inboxName).emit(\(SesameCall.backSubscription.rawValue))") { result, _ in
            done(result as? Bool ?? false)
        }
    }

    /// Call 8's answer.
    private func appInfo() -> [String: Any] {
        let info = Bundle.main.infoDictionary ?? [:]
        return [
            "packageName": Bundle.main.bundleIdentifier ?? "",
            "appVersion": info["CFBundleShortVersionString"] as? String ?? "",
            "sdkVersion": Self.sdkVersion,
        ]
    }

    private func resolve(_ id: String, _ result: Any) {
        call("resolve", id, result)
    }

    private func reject(_ id: String, _ why: String) {
        call("reject", id, why)
    }

    private func call(_ method: String, _ id: String, _ value: Any) {
        guard let json = try? JSONSerialization.data(withJSONObject: [id, value], options: [.fragmentsAllowed]),
              let args = String(data: json, encoding: .utf8) else { return }
        webView?.evaluateJavaScript("window.\(Self.inboxName).\(method)(...\(args))")
    }
}
