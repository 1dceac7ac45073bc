<?php
/**
 * The plugin's settings: one option, read and validated in one place.
 *
 * @package SesameSignin
 */

defined( 'ABSPATH' ) || exit;

/** The settings stored in the `sesame_signin` option. */
final class Sesame_Options {
	const OPTION = 'sesame_signin';

	/** The elements a site can place (the widget's custom elements). */
	const ELEMENTS = array( 'auth-floater', 'auth-login-page', 'auth-onetap' );

	/** Where the element appears: on every page, or only where the shortcode or block is. */
	const PLACEMENTS = array( 'everywhere', 'shortcode' );

	/** The defaults of a fresh install. */
	public static function defaults(): array {
		return array(
			'host_url'      => '',
			'app_id'        => '',
			'client_secret' => '',
			'element'       => 'auth-floater',
			'placement'     => 'everywhere',
			'loader_color'  => '',
			'loading_text'  => '',
			'text_color'    => '',
		);
	}

	/** The stored settings merged over the defaults. */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), is_array( $stored ) ? $stored : array() );
	}

	/** True once the host, the app id and the client secret are set. */
	public static function is_configured(): bool {
		$o = self::get();
		return '' !== $o['host_url'] && '' !== $o['app_id'] && '' !== $o['client_secret'];
	}

	/**
	 * Validates what the settings form sent. Unknown keys are dropped; a bad value keeps the
	 * stored one and adds a settings error naming the field.
	 *
	 * @param mixed $input The submitted values.
	 */
	public static function sanitize( $input ): array {
		$current = self::get();
		$input   = is_array( $input ) ? $input : array();
		$out     = $current;

		$host = isset( $input['host_url'] ) ? trim( (string) $input['host_url'] ) : $current['host_url'];
		if ( '' === $host || self::is_valid_host( $host ) ) {
			$out['host_url'] = untrailingslashit( $host );
		} else {
			self::error( 'host_url', __( 'The Sesame host must be an https URL (http only on localhost).', 'sesame-signin' ) );
		}

		$app = isset( $input['app_id'] ) ? trim( (string) $input['app_id'] ) : $current['app_id'];
		if ( '' === $app || preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $app ) ) {
			$out['app_id'] = $app;
		} else {
			self::error( 'app_id', __( 'The app id has letters, digits, "-" and "_" only.', 'sesame-signin' ) );
		}

		// The secret is write-only in the form: an empty field keeps the stored one.
		$secret = isset( $input['client_secret'] ) ? trim( (string) $input['client_secret'] ) : '';
		if ( '' !== $secret ) {
			$out['client_secret'] = $secret;
		}

		foreach ( array( 'element' => self::ELEMENTS, 'placement' => self::PLACEMENTS ) as $key => $allowed ) {
			if ( isset( $input[ $key ] ) && in_array( $input[ $key ], $allowed, true ) ) {
				$out[ $key ] = $input[ $key ];
			}
		}

		foreach ( array( 'loader_color', 'text_color' ) as $key ) {
			$color = isset( $input[ $key ] ) ? trim( (string) $input[ $key ] ) : '';
			if ( '' === $color || sanitize_hex_color( $color ) ) {
				$out[ $key ] = $color;
			} else {
				self::error( $key, __( 'Colours are written as #rrggbb.', 'sesame-signin' ) );
			}
		}
		$out['loading_text'] = isset( $input['loading_text'] ) ? sanitize_text_field( $input['loading_text'] ) : $current['loading_text'];
		return $out;
	}

	/** An https URL, or http on a loopback host (a development host). */
	public static function is_valid_host( string $url ): bool {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return false;
		}
		if ( isset( $parts['query'] ) || isset( $parts['fragment'] ) || isset( $parts['user'] ) ) {
			return false;
		}
		if ( 'https' === $parts['scheme'] ) {
			return true;
		}
		return 'http' === $parts['scheme'] && in_array( $parts['host'], array( 'localhost', '127.0.0.1', '[::1]' ), true );
	}

	private static function error( string $field, string $message ): void {
		if ( function_exists( 'add_settings_error' ) ) {
			add_settings_error( self::OPTION, 'sesame_' . $field, $message );
		}
	}
}
