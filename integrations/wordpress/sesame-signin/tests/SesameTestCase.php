<?php
/**
 * Each test runs in a database transaction that is rolled back, and with the plugin's settings
 * restored, so tests share one installed site without seeing each other.
 *
 * @package SesameSignin
 */

use PHPUnit\Framework\TestCase;

abstract class SesameTestCase extends TestCase {
	private $saved_options;

	protected function setUp(): void {
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		$this->saved_options = get_option( Sesame_Options::OPTION );
		update_option(
			Sesame_Options::OPTION,
			array(
				'host_url'      => 'https://signin.example.com',
				'app_id'        => 'shop',
				'client_secret' => 'shop-secret',
			)
		);
		wp_set_current_user( 0 );
		// Each test is a page of its own: nothing printed on it yet.
		( new ReflectionProperty( Sesame_Embed::class, 'printed' ) )->setValue( null, array() );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		remove_all_filters( 'pre_http_request' );
		wp_set_current_user( 0 );
	}

	/**
	 * Answers the plugin's call to the Sesame host with `$status` and `$body` (WordPress's own
	 * `pre_http_request` filter), recording the request it would have sent.
	 */
	protected function answer_host( int $status, array $body, ?array &$sent = null ): void {
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) use ( $status, $body, &$sent ) {
				$sent = array(
					'url'  => $url,
					'args' => $args,
				);
				return array(
					'headers'  => array(),
					'body'     => wp_json_encode( $body ),
					'response' => array(
						'code'    => $status,
						'message' => '',
					),
					'cookies'  => array(),
				);
			},
			10,
			3
		);
	}
}
