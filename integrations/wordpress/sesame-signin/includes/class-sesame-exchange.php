<?php
/**
 * The server-side half of a sign-in: the one-time code is exchanged with the Sesame host.
 *
 * @package SesameSignin
 */

defined( 'ABSPATH' ) || exit;

/** `POST {host}/v1/merchant/token` with the app's client credentials. */
final class Sesame_Exchange {
	/** Seconds to wait for the host; the visitor is looking at a loader meanwhile. */
	const TIMEOUT = 10;

	/**
	 * Exchanges a sign-in code for the Sesame user.
	 *
	 * @param string $code The code from the element's `auth-signin` event.
	 * @return array|WP_Error The user (`uid`, `email`, `emailVerified`, `mobile`, `name`).
	 */
	public static function user_for_code( string $code ) {
		$o = Sesame_Options::get();
		if ( ! Sesame_Options::is_configured() ) {
			return new WP_Error( 'sesame_not_configured', __( 'Sesame sign-in is not configured on this site.', 'sesame-signin' ), array( 'status' => 503 ) );
		}
		$response = wp_remote_post(
			$o['host_url'] . '/v1/merchant/token',
			array(
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
				'headers'     => array( 'content-type' => 'application/json' ),
				'body'        => wp_json_encode(
					array(
						'client_id'     => $o['app_id'],
						'client_secret' => $o['client_secret'],
						'code'          => $code,
					)
				),
			)
		);
		if ( is_wp_error( $response ) ) {
			return new WP_Error( 'sesame_unreachable', __( 'The sign-in service could not be reached. Please try again.', 'sesame-signin' ), array( 'status' => 502 ) );
		}
		return self::read_response( wp_remote_retrieve_response_code( $response ), wp_remote_retrieve_body( $response ) );
	}

	/**
	 * The user from the host's answer, or why there is none.
	 *
	 * @param int|string $status The HTTP status.
	 * @param string     $body   The JSON body.
	 * @return array|WP_Error
	 */
	public static function read_response( $status, string $body ) {
		$json = json_decode( $body, true );
		if ( 200 !== (int) $status ) {
			$error = is_array( $json ) && isset( $json['error'] ) ? (string) $json['error'] : 'http_' . $status;
			// invalid_grant: expired, used or unknown code; a new sign-in fixes it.
			return new WP_Error(
				'sesame_' . sanitize_key( $error ),
				'invalid_grant' === $error
					? __( 'This sign-in has expired. Please sign in again.', 'sesame-signin' )
					: __( 'The sign-in could not be completed. Please try again.', 'sesame-signin' ),
				array( 'status' => 'invalid_grant' === $error ? 400 : 502 )
			);
		}
		$user = is_array( $json ) && isset( $json['user'] ) && is_array( $json['user'] ) ? $json['user'] : null;
		if ( null === $user || empty( $user['uid'] ) || ! is_string( $user['uid'] ) ) {
			return new WP_Error( 'sesame_bad_response', __( 'The sign-in could not be completed. Please try again.', 'sesame-signin' ), array( 'status' => 502 ) );
		}
		return $user;
	}
}
