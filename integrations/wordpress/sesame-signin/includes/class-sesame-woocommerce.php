<?php
/**
 * WooCommerce checkout: a guest signs in above the checkout form and stays on the checkout.
 *
 * @package SesameSignin
 */

defined( 'ABSPATH' ) || exit;

/** The checkout hook. Nothing happens on sites without WooCommerce (the action never fires). */
final class Sesame_WooCommerce {
	public static function register(): void {
		add_action( 'woocommerce_before_checkout_form', array( self::class, 'checkout' ), 5 );
	}

	/**
	 * The sign-in above the checkout form, for guests. After the sign-in the page reloads
	 * itself: the same checkout, now for the signed-in customer (the cart is kept by its
	 * session cookie).
	 */
	public static function checkout(): void {
		$o = Sesame_Options::get();
		// "everywhere" already shows the floater on this page.
		if ( 'shortcode' !== $o['placement'] ) {
			return;
		}
		echo '<div class="sesame-checkout-signin">' . Sesame_Embed::markup( array( 'element' => 'auth-login-page' ) ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in markup().
	}
}
