// The app's SMS Retriever hash: the page sends its first 11 characters as `otpHash` (spec §5), and
// an SMS ending with that hash is handed to this app without the READ_SMS permission.
package com.example.sesame

import android.content.Context
import android.content.pm.PackageManager
import android.os.Build
import android.util.Base64
import java.security.MessageDigest

object AppSignature {
    /** Base64 of SHA-256("<package> <signature>"), as Google's AppSignatureHelper computes it. */
    fun hash(context: Context): String {
        val packageName = context.packageName
        val signature = signatures(context).firstOrNull() ?: return ""
        val digest = MessageDigest.getInstance("SHA-256").digest("$packageName $signature".toByteArray())
        return Base64.encodeToString(digest.copyOfRange(0, 9), Base64.NO_PADDING or Base64.NO_WRAP)
    }

    private fun signatures(context: Context): List<String> {
        val pm = context.packageManager
        return if (Build.VERSION.SDK_INT >= 28) {
            val info = pm.getPackageInfo(context.packageName, PackageManager.GET_SIGNING_CERTIFICATES)
            info.signingInfo?.apkContentsSigners?.map { it.toCharsString() } ?: emptyList()
        } else {
            @Suppress("DEPRECATION")
            pm.getPackageInfo(context.packageName, PackageManager.GET_SIGNATURES).signatures?.map { it.toCharsString() } ?: emptyList()
        }
    }
}
