<?php
/**
 * The code exchange with the Sesame host.
 *
 * @package SesameSignin
 */

final class ExchangeTest extends SesameTestCase {
	public function test_sends_the_code_with_the_client_credentials(): void {
		$this->answer_host( 200, array( 'user' => array( 'uid' => 'usr_1', 'email' => 'ada@example.com', 'emailVerified' => true ), 'idToken' => 'x' ), $sent );
		$user = Sesame_Exchange::user_for_code( 'code-1' );
		$this->assertSame( 'usr_1', $user['uid'] );
		$this->assertSame( 'https://signin.example.com/v1/merchant/token', $sent['url'] );
		$this->assertSame( 'POST', $sent['args']['method'] );
		$this->assertSame( 0, $sent['args']['redirection'] );
		$this->assertSame(
			array( 'client_id' => 'shop', 'client_secret' => 'shop-secret', 'code' => 'code-1' ),
			json_decode( $sent['args']['body'], true )
		);
	}

	public function test_a_used_or_expired_code_asks_for_a_new_sign_in(): void {
		$this->answer_host( 400, array( 'error' => 'invalid_grant', 'message' => 'used' ) );
		$error = Sesame_Exchange::user_for_code( 'code-1' );
		$this->assertWPError( $error, 'sesame_invalid_grant', 400 );
	}

	public function test_an_answer_without_a_user_is_an_error_not_a_sign_in(): void {
		$this->answer_host( 200, array( 'user' => array( 'email' => 'ada@example.com' ) ) );
		$this->assertWPError( Sesame_Exchange::user_for_code( 'code-1' ), 'sesame_bad_response', 502 );
	}

	public function test_says_so_when_the_plugin_is_not_configured(): void {
		update_option( Sesame_Options::OPTION, array() );
		$this->assertWPError( Sesame_Exchange::user_for_code( 'code-1' ), 'sesame_not_configured', 503 );
	}

	private function assertWPError( $value, string $code, int $status ): void {
		$this->assertInstanceOf( WP_Error::class, $value );
		$this->assertSame( $code, $value->get_error_code() );
		$this->assertSame( $status, $value->get_error_data()['status'] );
	}
}
