<?php
/**
 * Which WordPress user a Sesame user is: linked before, or matched by a verified identifier.
 *
 * @package SesameSignin
 */

defined( 'ABSPATH' ) || exit;

/** Finds, links or creates the WordPress user of a Sesame sign-in. */
final class Sesame_User_Link {
	const UID_META    = 'sesame_uid';
	const MOBILE_META = 'sesame_mobile';

	/**
	 * The WordPress user for a Sesame user: the one linked to its uid; else the one with its
	 * verified email; else the one with its phone number; else a new one when the site allows
	 * registration (Settings → General → Membership).
	 *
	 * @param array $sesame The user from the code exchange.
	 * @return WP_User|WP_Error
	 */
	public static function user_for( array $sesame ) {
		$uid    = (string) $sesame['uid'];
		$email  = ! empty( $sesame['emailVerified'] ) && isset( $sesame['email'] ) ? sanitize_email( (string) $sesame['email'] ) : '';
		$mobile = isset( $sesame['mobile'] ) ? preg_replace( '/[^0-9+]/', '', (string) $sesame['mobile'] ) : '';

		$user = self::by_meta( self::UID_META, $uid );
		if ( ! $user && '' !== $email ) {
			$user = get_user_by( 'email', $email ) ?: null;
		}
		if ( ! $user && '' !== $mobile ) {
			$user = self::by_meta( self::MOBILE_META, $mobile );
		}
		if ( ! $user ) {
			if ( ! get_option( 'users_can_register' ) ) {
				return new WP_Error( 'sesame_no_account', __( 'There is no account for you on this site.', 'sesame-signin' ), array( 'status' => 403 ) );
			}
			$user = self::create( $email, $mobile, isset( $sesame['name'] ) ? (string) $sesame['name'] : '' );
			if ( is_wp_error( $user ) ) {
				return $user;
			}
		}
		update_user_meta( $user->ID, self::UID_META, $uid );
		if ( '' !== $mobile ) {
			update_user_meta( $user->ID, self::MOBILE_META, $mobile );
		}
		return $user;
	}

	/** The one user whose meta has this value, or null. */
	private static function by_meta( string $key, string $value ): ?WP_User {
		$found = get_users(
			array(
				'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_value' => $value, // phpcs:ignore WordPress.DB.SlowDBQuery
				'number'     => 2,
			)
		);
		return 1 === count( $found ) ? $found[0] : null;
	}

	/**
	 * A new subscriber (the site's default role) with an unusable random password.
	 *
	 * @return WP_User|WP_Error
	 */
	private static function create( string $email, string $mobile, string $name ) {
		$base  = '' !== $email ? strstr( $email, '@', true ) : 'user' . substr( $mobile, -4 );
		$login = sanitize_user( $base, true );
		$login = '' === $login ? 'user' : $login;
		for ( $i = 2, $candidate = $login; username_exists( $candidate ); $i++ ) {
			$candidate = $login . $i;
		}
		$id = wp_insert_user(
			array(
				'user_login'   => $candidate,
				'user_email'   => $email,
				'user_pass'    => wp_generate_password( 32, true, true ),
				'display_name' => '' !== $name ? $name : $candidate,
				'role'         => get_option( 'default_role', 'subscriber' ),
			)
		);
		return is_wp_error( $id ) ? $id : new WP_User( $id );
	}
}
