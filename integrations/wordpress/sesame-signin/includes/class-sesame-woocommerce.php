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
		// Before WooCommerce's own "Returning customer?" login reminder (priority 10).
		add_action( 'woocommerce_before_checkout_form', array( self::class, 'checkout' ), 5 );
	}

	/**
	 * The sign-in above the checkout form, for guests, whatever the placement. After the sign-in
	 * the page reloads itself: the same checkout, now for the signed-in customer (the cart is
	 * kept by its session cookie).
	 */
	public static function checkout(): void {
		$html = Sesame_Embed::markup( array( 'element' => self::element( Sesame_Options::get() ) ) );
		if ( '' !== $html ) {
			echo '<div class="sesame-checkout-signin">' . $html . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in markup().
		}
	}

	/**
	 * Which element the checkout shows: the full sign-in where the site places elements by
	 * shortcode or block; with "every page", the site's own element (printed here instead of at
	 * the end of the page), except the one-tap picker, which lists only accounts used before in
	 * this browser and so would leave a new customer without a way to sign in.
	 *
	 * @param array $o The plugin's settings.
	 */
	private static function element( array $o ): string {
		if ( 'shortcode' === $o['placement'] ) {
			return 'auth-login-page';
		}
		return 'auth-onetap' === $o['element'] ? 'auth-floater' : $o['element'];
	}
}
