<?php
/**
 * Puts the Sesame element on the site's pages: everywhere, by shortcode, or by block.
 *
 * @package SesameSignin
 */

defined( 'ABSPATH' ) || exit;

/** Scripts, markup, the `[sesame_signin]` shortcode and the `sesame/signin` block. */
final class Sesame_Embed {
	const ELEMENTS_HANDLE = 'sesame-elements';
	const SIGNIN_HANDLE   = 'sesame-signin';
	const NONCE_ACTION    = 'sesame_signin';

	/**
	 * The elements already printed on this page, by tag: the footer does not print a second one.
	 *
	 * @var string[]
	 */
	private static $printed = array();

	public static function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'register_scripts' ) );
		add_filter( 'script_loader_tag', array( self::class, 'module_tag' ), 10, 2 );
		add_action( 'wp_footer', array( self::class, 'footer' ) );
		add_shortcode( 'sesame_signin', array( self::class, 'shortcode' ) );
		add_action( 'init', array( self::class, 'register_block' ) );
	}

	/** Registers both scripts; they are enqueued only where an element is printed. */
	public static function register_scripts(): void {
		$o = Sesame_Options::get();
		if ( ! Sesame_Options::is_configured() ) {
			return;
		}
		wp_register_script( self::ELEMENTS_HANDLE, $o['host_url'] . '/elements.js', array(), null, true );
		wp_register_script(
			self::SIGNIN_HANDLE,
			plugins_url( 'assets/sesame-signin.js', SESAME_SIGNIN_FILE ),
			array(),
			SESAME_SIGNIN_VERSION,
			true
		);
		wp_add_inline_script(
			self::SIGNIN_HANDLE,
			'window.sesameSignin = ' . wp_json_encode(
				array(
					'signinUrl' => rest_url( Sesame_Rest::NAMESPACE . '/signin' ),
					'nonce'     => wp_create_nonce( self::NONCE_ACTION ),
				)
			) . ';',
			'before'
		);
	}

	/** `elements.js` is an ES module: WordPress 6.1 prints classic tags, so add the type. */
	public static function module_tag( string $tag, string $handle ): string {
		if ( self::ELEMENTS_HANDLE !== $handle ) {
			return $tag;
		}
		return str_replace( '<script ', '<script type="module" crossorigin ', $tag );
	}

	/**
	 * Placement "everywhere": the element at the end of every page for visitors not signed in,
	 * unless the page already shows it (the WooCommerce checkout puts it above its form).
	 */
	public static function footer(): void {
		$o = Sesame_Options::get();
		if ( 'everywhere' === $o['placement'] && ! is_admin() && ! in_array( $o['element'], self::$printed, true ) ) {
			echo self::markup( array() ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in markup().
		}
	}

	/**
	 * `[sesame_signin element="auth-login-page"]`: the element where the shortcode is.
	 *
	 * @param array|string $atts The shortcode's attributes.
	 */
	public static function shortcode( $atts ): string {
		$atts = shortcode_atts( array( 'element' => '' ), is_array( $atts ) ? $atts : array(), 'sesame_signin' );
		return self::markup( $atts );
	}

	public static function register_block(): void {
		wp_register_script(
			'sesame-signin-block',
			plugins_url( 'assets/block-editor.js', SESAME_SIGNIN_FILE ),
			array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components' ),
			SESAME_SIGNIN_VERSION,
			true
		);
		register_block_type(
			'sesame/signin',
			array(
				'api_version'     => 2,
				'title'           => 'Sesame sign-in',
				'category'        => 'widgets',
				'attributes'      => array( 'element' => array( 'type' => 'string', 'default' => '' ) ),
				'editor_script'   => 'sesame-signin-block',
				'render_callback' => array( self::class, 'block' ),
			)
		);
	}

	/** The block's server-side render. */
	public static function block( array $attributes ): string {
		return self::markup( array( 'element' => $attributes['element'] ?? '' ) );
	}

	/**
	 * The element's tag, for visitors not signed in (empty otherwise, and when the plugin is not
	 * configured). Enqueues the scripts it needs.
	 *
	 * @param array $atts `element` overrides the configured element.
	 */
	public static function markup( array $atts ): string {
		if ( is_user_logged_in() || ! Sesame_Options::is_configured() ) {
			return '';
		}
		$o       = Sesame_Options::get();
		$element = in_array( $atts['element'] ?? '', Sesame_Options::ELEMENTS, true ) ? $atts['element'] : $o['element'];
		if ( ! wp_script_is( self::ELEMENTS_HANDLE, 'registered' ) ) {
			self::register_scripts();
		}
		wp_enqueue_script( self::ELEMENTS_HANDLE );
		wp_enqueue_script( self::SIGNIN_HANDLE );
		self::$printed[] = $element;

		// The spec's WordPress form integration: a full-screen loader while the site signs in.
		$attributes = array(
			'app-id'       => $o['app_id'],
			'loader-color' => $o['loader_color'],
			'loading-text' => $o['loading_text'],
			'text-color'   => $o['text_color'],
		);
		$html = '<' . $element;
		foreach ( $attributes as $name => $value ) {
			if ( '' !== $value ) {
				$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
			}
		}
		return $html . '></' . $element . '>';
	}
}
