<?php
/**
 * Settings validation.
 *
 * @package SesameSignin
 */

final class OptionsTest extends SesameTestCase {
	public function test_accepts_https_hosts_and_http_only_on_loopback(): void {
		$this->assertTrue( Sesame_Options::is_valid_host( 'https://signin.example.com' ) );
		$this->assertTrue( Sesame_Options::is_valid_host( 'http://localhost:8787' ) );
		$this->assertTrue( Sesame_Options::is_valid_host( 'http://127.0.0.1:8787' ) );
		$this->assertFalse( Sesame_Options::is_valid_host( 'http://signin.example.com' ) );
		$this->assertFalse( Sesame_Options::is_valid_host( 'javascript:alert(1)' ) );
		$this->assertFalse( Sesame_Options::is_valid_host( 'https://user@signin.example.com' ) );
		$this->assertFalse( Sesame_Options::is_valid_host( 'https://signin.example.com/?x=1' ) );
	}

	public function test_keeps_the_stored_secret_when_the_field_is_left_empty(): void {
		$saved = Sesame_Options::sanitize(
			array(
				'host_url'      => 'https://signin.example.com/',
				'app_id'        => 'shop',
				'client_secret' => '',
			)
		);
		$this->assertSame( 'shop-secret', $saved['client_secret'] );
		$this->assertSame( 'https://signin.example.com', $saved['host_url'] );
	}

	public function test_refuses_bad_values_and_keeps_the_stored_ones(): void {
		$saved = Sesame_Options::sanitize(
			array(
				'host_url'     => 'http://evil.example',
				'app_id'       => 'shop"><script>',
				'element'      => 'script',
				'placement'    => 'nowhere',
				'loader_color' => 'red;background:url(x)',
			)
		);
		$this->assertSame( 'https://signin.example.com', $saved['host_url'] );
		$this->assertSame( 'shop', $saved['app_id'] );
		$this->assertSame( 'auth-floater', $saved['element'] );
		$this->assertSame( 'everywhere', $saved['placement'] );
		$this->assertSame( '', $saved['loader_color'] );
		$codes = wp_list_pluck( get_settings_errors( Sesame_Options::OPTION ), 'code' );
		$this->assertContains( 'sesame_host_url', $codes );
		$this->assertContains( 'sesame_app_id', $codes );
		$this->assertContains( 'sesame_loader_color', $codes );
	}
}
