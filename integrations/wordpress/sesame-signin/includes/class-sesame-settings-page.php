<?php
/**
 * Settings → Sesame: the host, the app and where the sign-in appears.
 *
 * @package SesameSignin
 */

defined( 'ABSPATH' ) || exit;

/** The admin settings page. */
final class Sesame_Settings_Page {
	const SLUG = 'sesame-signin';

	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'register_setting' ) );
		add_action( 'admin_menu', array( self::class, 'add_page' ) );
	}

	public static function register_setting(): void {
		register_setting(
			self::SLUG,
			Sesame_Options::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( Sesame_Options::class, 'sanitize' ),
				'default'           => Sesame_Options::defaults(),
			)
		);
	}

	public static function add_page(): void {
		add_options_page( 'Sesame', 'Sesame', 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$o    = Sesame_Options::get();
		$name = Sesame_Options::OPTION;
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Sesame sign-in', 'sesame-signin' ); ?></h1>
			<p>
				<?php esc_html_e( 'Register this site\'s origin with your Sesame app:', 'sesame-signin' ); ?>
				<code><?php echo esc_html( self::site_origin() ); ?></code>
			</p>
			<?php settings_errors( $name ); ?>
			<form method="post" action="options.php">
				<?php settings_fields( self::SLUG ); ?>
				<table class="form-table" role="presentation">
					<?php
					self::text_row( 'host_url', __( 'Sesame host URL', 'sesame-signin' ), $o['host_url'], 'url', 'https://signin.example.com' );
					self::text_row( 'app_id', __( 'App id', 'sesame-signin' ), $o['app_id'] );
					self::text_row(
						'client_secret',
						__( 'Client secret', 'sesame-signin' ),
						'',
						'password',
						'' === $o['client_secret'] ? '' : __( 'Stored — type a new one to replace it', 'sesame-signin' )
					);
					self::select_row(
						'element',
						__( 'Element', 'sesame-signin' ),
						$o['element'],
						array(
							'auth-floater'    => __( 'Floating panel', 'sesame-signin' ),
							'auth-login-page' => __( 'Full sign-in page', 'sesame-signin' ),
							'auth-onetap'     => __( 'One-tap picker', 'sesame-signin' ),
						)
					);
					self::select_row(
						'placement',
						__( 'Where', 'sesame-signin' ),
						$o['placement'],
						array(
							'everywhere' => __( 'Every page, for visitors not signed in', 'sesame-signin' ),
							'shortcode'  => __( 'Only where the [sesame_signin] shortcode or the Sesame block is', 'sesame-signin' ),
						)
					);
					self::text_row( 'loader_color', __( 'Loader colour', 'sesame-signin' ), $o['loader_color'], 'text', '#3c82f6' );
					self::text_row( 'loading_text', __( 'Loading text', 'sesame-signin' ), $o['loading_text'], 'text', __( 'Signing you in…', 'sesame-signin' ) );
					self::text_row( 'text_color', __( 'Loading text colour', 'sesame-signin' ), $o['text_color'], 'text', '#ffffff' );
					?>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}

	/** This site's origin (scheme, host and port), as the Sesame app must register it. */
	public static function site_origin(): string {
		$parts  = wp_parse_url( home_url() );
		$origin = $parts['scheme'] . '://' . $parts['host'];
		return isset( $parts['port'] ) ? $origin . ':' . $parts['port'] : $origin;
	}

	private static function text_row( string $key, string $label, string $value, string $type = 'text', string $placeholder = '' ): void {
		$id = 'sesame_' . $key;
		printf(
			'<tr><th scope="row"><label for="%1$s">%2$s</label></th><td><input class="regular-text" id="%1$s" name="%3$s[%4$s]" type="%5$s" value="%6$s" placeholder="%7$s" autocomplete="off"></td></tr>',
			esc_attr( $id ),
			esc_html( $label ),
			esc_attr( Sesame_Options::OPTION ),
			esc_attr( $key ),
			esc_attr( $type ),
			esc_attr( $value ),
			esc_attr( $placeholder )
		);
	}

	private static function select_row( string $key, string $label, string $value, array $choices ): void {
		$id = 'sesame_' . $key;
		printf( '<tr><th scope="row"><label for="%1$s">%2$s</label></th><td><select id="%1$s" name="%3$s[%4$s]">', esc_attr( $id ), esc_html( $label ), esc_attr( Sesame_Options::OPTION ), esc_attr( $key ) );
		foreach ( $choices as $choice => $text ) {
			printf( '<option value="%s"%s>%s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $text ) );
		}
		echo '</select></td></tr>';
	}
}
