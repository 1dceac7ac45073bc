<?php
/**
 * Where the element appears, and what it carries.
 *
 * @package SesameSignin
 */

final class EmbedTest extends SesameTestCase {
	public function test_prints_the_configured_element_with_escaped_attributes(): void {
		update_option(
			Sesame_Options::OPTION,
			array_merge( get_option( Sesame_Options::OPTION ), array( 'loading_text' => 'Hi "there" <b>', 'loader_color' => '#112233' ) )
		);
		$html = do_shortcode( '[sesame_signin]' );
		$this->assertSame( '<auth-floater app-id="shop" loader-color="#112233" loading-text="Hi &quot;there&quot; &lt;b&gt;"></auth-floater>', $html );
		$this->assertTrue( wp_script_is( Sesame_Embed::ELEMENTS_HANDLE, 'enqueued' ) );
	}

	public function test_the_shortcode_may_pick_another_element_but_only_a_known_one(): void {
		$this->assertStringStartsWith( '<auth-login-page ', do_shortcode( '[sesame_signin element="auth-login-page"]' ) );
		$this->assertStringStartsWith( '<auth-floater ', do_shortcode( '[sesame_signin element="script"]' ) );
	}

	public function test_prints_nothing_for_a_signed_in_user_or_an_unconfigured_site(): void {
		$id = wp_insert_user( array( 'user_login' => 'ada', 'user_email' => 'ada@example.com', 'user_pass' => 'x' ) );
		wp_set_current_user( $id );
		$this->assertSame( '', do_shortcode( '[sesame_signin]' ) );
		wp_set_current_user( 0 );
		update_option( Sesame_Options::OPTION, array() );
		$this->assertSame( '', do_shortcode( '[sesame_signin]' ) );
	}

	public function test_the_block_renders_the_same_element(): void {
		$html = render_block( array( 'blockName' => 'sesame/signin', 'attrs' => array( 'element' => 'auth-onetap' ), 'innerBlocks' => array(), 'innerHTML' => '', 'innerContent' => array() ) );
		$this->assertStringStartsWith( '<auth-onetap app-id="shop"', $html );
	}

	public function test_elements_js_is_loaded_as_a_module(): void {
		$tag = Sesame_Embed::module_tag( "<script src='https://signin.example.com/elements.js' id='sesame-elements-js'></script>", Sesame_Embed::ELEMENTS_HANDLE );
		$this->assertStringContainsString( '<script type="module" crossorigin src=', $tag );
	}

	public function test_woocommerce_checkout_shows_the_full_sign_in_to_guests_with_shortcode_placement(): void {
		$this->set( array( 'placement' => 'shortcode' ) );
		$this->assertStringContainsString( '<div class="sesame-checkout-signin"><auth-login-page app-id="shop"', $this->checkout() );
		$this->assertSame( '', $this->footer() );
	}

	public function test_woocommerce_checkout_carries_the_floater_with_every_page_placement_and_the_footer_does_not_repeat_it(): void {
		$this->set( array( 'placement' => 'everywhere' ) );
		$this->assertStringContainsString( '<auth-floater app-id="shop"', $this->checkout() );
		$this->assertSame( '', $this->footer() );
	}

	public function test_woocommerce_checkout_gives_new_customers_the_floater_when_the_site_uses_one_tap(): void {
		$this->set( array( 'placement' => 'everywhere', 'element' => 'auth-onetap' ) );
		$this->assertStringContainsString( '<auth-floater app-id="shop"', $this->checkout() );
		// The picker still comes at the end of the page: with the floater, it lists accounts used before.
		$this->assertStringStartsWith( '<auth-onetap app-id="shop"', $this->footer() );
	}

	public function test_every_page_placement_prints_the_element_at_the_end_of_the_page(): void {
		$this->set( array( 'placement' => 'everywhere' ) );
		$this->assertStringStartsWith( '<auth-floater app-id="shop"', $this->footer() );
	}

	public function test_woocommerce_checkout_shows_nothing_to_a_signed_in_customer(): void {
		wp_set_current_user( wp_insert_user( array( 'user_login' => 'cy', 'user_email' => 'cy@example.com', 'user_pass' => 'x' ) ) );
		$this->assertSame( '', $this->checkout() );
	}

	private function set( array $settings ): void {
		update_option( Sesame_Options::OPTION, array_merge( get_option( Sesame_Options::OPTION ), $settings ) );
	}

	/** What WooCommerce's checkout template prints at its hook, with the checkout object. */
	private function checkout(): string {
		ob_start();
		do_action( 'woocommerce_before_checkout_form', new stdClass() );
		return ob_get_clean();
	}

	private function footer(): string {
		ob_start();
		Sesame_Embed::footer();
		return ob_get_clean();
	}
}
