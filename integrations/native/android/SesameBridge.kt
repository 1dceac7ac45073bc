// Sesame's native bridge for an Android app: the app's side of every numbered call the hosted
// sign-in page makes (docs/native-apps.md). Copy this file into the app, then:
//
//   val bridge = SesameBridge(activity, webView, object : SesameBridge.Listener { ... })
//   bridge.attach()
//   webView.loadUrl("https://SESAME_HOST/auth?appId=YOUR_APP_ID")
package com.example.sesame

import android.app.Activity
import android.content.ActivityNotFoundException
import android.content.Context
import android.content.Intent
import android.net.Uri
import android.webkit.JavascriptInterface
import android.webkit.WebView
import org.json.JSONObject

/** The numbered calls (spec §7), by what they do. */
object SesameCall {
    const val DISMISSED = 0
    const val BACK_SUBSCRIPTION = 3
    const val STORE_KEY = 4
    const val OPEN_DEEPLINK = 7
    const val APP_INFO = 8
    const val CALLBACK_DATA = 11
    const val WEBVIEW_HEIGHT = 12
    const val CLOSE = 14
    const val OTP_READ = 16
    const val GET_HEADLESS_REQUEST = 20
    const val HEADLESS_RESPONSE = 21
    const val SILENT_AUTH_LINK = 42
    const val ZEROTAP = 45
}

class SesameBridge(
    private val activity: Activity,
    private val webView: WebView,
    private val listener: Listener,
) {
    /** What the app does with the calls that need its own code. */
    interface Listener {
        /** Call 11: the sign-in result. Send `code` to your server, which exchanges it once. */
        fun onSignedIn(token: String, code: String, user: JSONObject)
        /** Call 12: the webview's height as a percentage of the screen. */
        fun onHeight(percent: Int)
        /** Call 16: read the SMS code (SMS Retriever API); call back with null when there is none. */
        fun readSmsCode(done: (String?) -> Unit)
        /** Call 20: the pending headless request, or null. */
        fun headlessRequest(): JSONObject?
        /** Call 21: a headless response `{ responseType, success, statusCode, response }`. */
        fun onHeadlessResponse(response: JSONObject)
        /** Call 42: open the carrier's silent-auth link over mobile data (ConnectivityManager). */
        fun openOverMobileData(url: String)
        /** Call 0: the visitor dismissed the widget with its cross; close the webview. */
        fun onDismissed()
        /**
         * Call 45: the code a WhatsApp zero-tap template handed this app (its broadcast receiver),
         * or null when none came; the page waits for the answer.
         */
        fun zerotapCode(done: (String?) -> Unit)
    }

    /** While true, back presses go to the page first (call 3). */
    var backSubscribed = false
        private set

    private val storage = activity.getSharedPreferences("sesame", Context.MODE_PRIVATE)

    fun attach() {
        webView.settings.javaScriptEnabled = true
        webView.settings.domStorageEnabled = true
        webView.settings.userAgentString += " $USER_AGENT_MARKER"
        webView.addJavascriptInterface(this, INTERFACE_NAME)
    }

    /** The page's one entry point: `window.SesameAndroid.postMessage(JSON.stringify({ key, id?, data? }))`. */
    @JavascriptInterface
    fun postMessage(json: String) {
        val message = JSONObject(json)
        val id = message.optString("id", "")
        val data = message.optJSONObject("data") ?: JSONObject()
        activity.runOnUiThread {
            when (message.getInt("key")) {
                SesameCall.DISMISSED -> listener.onDismissed()
                SesameCall.BACK_SUBSCRIPTION -> backSubscribed = data.optBoolean("subscribed")
                SesameCall.STORE_KEY -> storage.edit().putString(data.getString("key"), data.optString("value")).apply()
                SesameCall.OPEN_DEEPLINK -> openLink(data.getString("url"))
                SesameCall.APP_INFO -> resolve(id, appInfo())
                SesameCall.CALLBACK_DATA ->
                    listener.onSignedIn(data.getString("token"), data.getString("code"), data.getJSONObject("user"))
                SesameCall.WEBVIEW_HEIGHT -> listener.onHeight(data.optInt("percent", 100))
                SesameCall.CLOSE -> activity.finish()
                SesameCall.OTP_READ ->
                    listener.readSmsCode { code -> if (code != null) resolve(id, JSONObject.quote(code)) else reject(id, "no code") }
                SesameCall.GET_HEADLESS_REQUEST -> resolve(id, listener.headlessRequest()?.toString() ?: "null")
                SesameCall.HEADLESS_RESPONSE -> listener.onHeadlessResponse(data)
                SesameCall.SILENT_AUTH_LINK -> listener.openOverMobileData(data.getString("url"))
                SesameCall.ZEROTAP ->
                    listener.zerotapCode { code -> if (code != null) resolve(id, JSONObject.quote(code)) else reject(id, "no code") }
            }
        }
    }

    /** From the activity's back handling: true when the page took the press. */
    fun onBackPressed(done: (Boolean) -> Unit) {
        if (!backSubscribed) return done(false)
        webView.evaluateJavascript("window.$INBOX_NAME.emit(${SesameCall.BACK_SUBSCRIPTION})") { handled ->
            done(handled == "true")
        }
    }

    /** Call 8's answer; the first 11 characters of the signature hash become `otpHash` (spec §5). */
    private fun appInfo(): String = JSONObject()
        .put("packageName", activity.packageName)
        .put("appVersion", activity.packageManager.getPackageInfo(activity.packageName, 0).versionName)
        .put("sdkVersion", SDK_VERSION)
        .put("appSignature", AppSignature.hash(activity))
        .toString()

    private fun openLink(url: String) {
        try {
            activity.startActivity(Intent(Intent.ACTION_VIEW, Uri.parse(url)))
        } catch (_: ActivityNotFoundException) {
            // No app for the link (WhatsApp not installed…): the page offers another channel.
        }
    }

    private fun resolve(id: String, resultJson: String) =
        webView.evaluateJavascript("window.$INBOX_NAME.resolve(${JSONObject.quote(id)}, $resultJson)", null)

    private fun reject(id: String, why: String) =
        webView.evaluateJavascript("window.$INBOX_NAME.reject(${JSONObject.quote(id)}, ${JSONObject.quote(why)})", null)

    companion object {
        const val INTERFACE_NAME = "SesameAndroid"
        const val INBOX_NAME = "sesameNative"
        const val SDK_VERSION = "1.0"
        const val USER_AGENT_MARKER = "SesameApp/1.0"
    }
}
