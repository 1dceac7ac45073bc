<?php
/**
 * Which WordPress user a Sesame sign-in is.
 *
 * @package SesameSignin
 */

final class UserLinkTest extends SesameTestCase {
	public function test_finds_the_user_by_verified_email_and_links_the_uid(): void {
		$id   = wp_insert_user( array( 'user_login' => 'ada', 'user_email' => 'ada@example.com', 'user_pass' => 'x' ) );
		$user = Sesame_User_Link::user_for( array( 'uid' => 'usr_ada', 'email' => 'ada@example.com', 'emailVerified' => true ) );
		$this->assertSame( $id, $user->ID );
		$this->assertSame( 'usr_ada', get_user_meta( $id, Sesame_User_Link::UID_META, true ) );
	}

	public function test_never_matches_an_unverified_email(): void {
		update_option( 'users_can_register', 0 );
		wp_insert_user( array( 'user_login' => 'ada', 'user_email' => 'ada@example.com', 'user_pass' => 'x' ) );
		$result = Sesame_User_Link::user_for( array( 'uid' => 'usr_x', 'email' => 'ada@example.com', 'emailVerified' => false ) );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'sesame_no_account', $result->get_error_code() );
	}

	public function test_a_linked_uid_wins_over_a_changed_email(): void {
		$id = wp_insert_user( array( 'user_login' => 'ada', 'user_email' => 'ada@example.com', 'user_pass' => 'x' ) );
		update_user_meta( $id, Sesame_User_Link::UID_META, 'usr_ada' );
		$user = Sesame_User_Link::user_for( array( 'uid' => 'usr_ada', 'email' => 'new@example.com', 'emailVerified' => true ) );
		$this->assertSame( $id, $user->ID );
	}

	public function test_finds_a_user_by_the_phone_a_sesame_sign_in_linked_before(): void {
		$id = wp_insert_user( array( 'user_login' => 'raj', 'user_email' => 'raj@example.com', 'user_pass' => 'x' ) );
		update_user_meta( $id, Sesame_User_Link::MOBILE_META, '+919876543210' );
		$user = Sesame_User_Link::user_for( array( 'uid' => 'usr_raj', 'mobile' => '+91 98765 43210', 'emailVerified' => false ) );
		$this->assertSame( $id, $user->ID );
	}

	public function test_creates_a_subscriber_when_the_site_allows_registration(): void {
		update_option( 'users_can_register', 1 );
		wp_insert_user( array( 'user_login' => 'ada', 'user_email' => 'other@example.com', 'user_pass' => 'x' ) );
		$user = Sesame_User_Link::user_for( array( 'uid' => 'usr_new', 'email' => 'ada@example.com', 'emailVerified' => true, 'name' => 'Ada L.' ) );
		$this->assertSame( 'ada2', $user->user_login );
		$this->assertSame( 'Ada L.', $user->display_name );
		$this->assertSame( array( get_option( 'default_role' ) ), $user->roles );
		$this->assertSame( 'usr_new', get_user_meta( $user->ID, Sesame_User_Link::UID_META, true ) );
	}

	public function test_creates_no_one_when_registration_is_off(): void {
		update_option( 'users_can_register', 0 );
		$result = Sesame_User_Link::user_for( array( 'uid' => 'usr_new', 'email' => 'new@example.com', 'emailVerified' => true ) );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertFalse( email_exists( 'new@example.com' ) );
	}
}
