<?php
/**
 * The sign-in hand-off route.
 *
 * @package SesameSignin
 */

final class RestTest extends SesameTestCase {
	private function request( array $headers, array $body ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/sesame/v1/signin' );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$request->set_header( 'content-type', 'application/json' );
		$request->set_body( wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	private function same_site(): array {
		return array(
			'origin'         => Sesame_Settings_Page::site_origin(),
			'x-sesame-nonce' => wp_create_nonce( Sesame_Embed::NONCE_ACTION ),
		);
	}

	public function test_signs_the_user_in_and_stays_on_the_site(): void {
		update_option( 'users_can_register', 1 );
		$this->answer_host( 200, array( 'user' => array( 'uid' => 'usr_9', 'email' => 'nine@example.com', 'emailVerified' => true ) ) );
		$response = $this->request( $this->same_site(), array( 'code' => 'abc', 'redirect_to' => 'https://evil.example/' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( home_url( '/' ), $response->get_data()['redirect'] );
		$this->assertSame( get_user_by( 'email', 'nine@example.com' )->ID, get_current_user_id() );
	}

	public function test_refuses_another_origin_or_a_missing_nonce(): void {
		$this->answer_host( 200, array( 'user' => array( 'uid' => 'usr_9' ) ) );
		$headers = $this->same_site();
		$this->assertSame( 403, $this->request( array( 'origin' => 'https://evil.example' ) + $headers, array( 'code' => 'abc' ) )->get_status() );
		$this->assertSame( 403, $this->request( array( 'origin' => $headers['origin'] ), array( 'code' => 'abc' ) )->get_status() );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_refuses_a_malformed_code(): void {
		$this->assertSame( 400, $this->request( $this->same_site(), array( 'code' => "abc\n<script>" ) )->get_status() );
	}
}
