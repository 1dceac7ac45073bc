<?php
/**
 * `POST /wp-json/sesame/v1/signin`: the page hands the sign-in code to the site, which signs
 * the visitor in as a WordPress user.
 *
 * @package SesameSignin
 */

defined( 'ABSPATH' ) || exit;

/** The REST route of the sign-in hand-off. */
final class Sesame_Rest {
	const NAMESPACE = 'sesame/v1';

	public static function register(): void {
		add_action( 'rest_api_init', array( self::class, 'routes' ) );
	}

	public static function routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/signin',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'signin' ),
				'permission_callback' => array( self::class, 'is_same_site_request' ),
				'args'                => array(
					'code'        => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => '^[A-Za-z0-9_.~-]{1,256}$',
					),
					'redirect_to' => array(
						'type'     => 'string',
						'required' => false,
					),
				),
			)
		);
	}

	/**
	 * Login CSRF: only this site's own pages may hand a code in. The request must carry the
	 * nonce the page was given and come from this site's origin.
	 */
	public static function is_same_site_request( WP_REST_Request $request ) {
		$nonce  = (string) $request->get_header( 'x_sesame_nonce' );
		$origin = (string) $request->get_header( 'origin' );
		if ( ! wp_verify_nonce( $nonce, Sesame_Embed::NONCE_ACTION ) || Sesame_Settings_Page::site_origin() !== $origin ) {
			return new WP_Error( 'sesame_forbidden', __( 'This sign-in did not come from this site.', 'sesame-signin' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/** Exchanges the code, signs the WordPress user in, and says where to go next. */
	public static function signin( WP_REST_Request $request ) {
		$sesame = Sesame_Exchange::user_for_code( (string) $request['code'] );
		if ( is_wp_error( $sesame ) ) {
			return $sesame;
		}
		$user = Sesame_User_Link::user_for( $sesame );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		wp_set_current_user( $user->ID );
		wp_set_auth_cookie( $user->ID, true, is_ssl() );
		do_action( 'wp_login', $user->user_login, $user );

		$fallback = home_url( '/' );
		$redirect = isset( $request['redirect_to'] ) ? wp_validate_redirect( (string) $request['redirect_to'], $fallback ) : $fallback;
		return rest_ensure_response(
			array(
				'redirect' => $redirect,
				'user'     => array(
					'id'          => $user->ID,
					'displayName' => $user->display_name,
				),
			)
		);
	}
}
