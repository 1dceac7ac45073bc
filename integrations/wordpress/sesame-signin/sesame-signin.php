<?php
/**
 * Plugin Name:       Sesame Sign-in
 * Description:       Passwordless sign-in for WordPress and WooCommerce with Sesame: email, WhatsApp, SMS, SSO, passkeys, QR and one tap.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * License:           MIT
 * Text Domain:       sesame-signin
 *
 * @package SesameSignin
 */

defined( 'ABSPATH' ) || exit;

define( 'SESAME_SIGNIN_VERSION', '0.1.0' );
define( 'SESAME_SIGNIN_FILE', __FILE__ );
define( 'SESAME_SIGNIN_DIR', __DIR__ );

require_once __DIR__ . '/includes/class-sesame-options.php';
require_once __DIR__ . '/includes/class-sesame-settings-page.php';
require_once __DIR__ . '/includes/class-sesame-embed.php';
require_once __DIR__ . '/includes/class-sesame-exchange.php';
require_once __DIR__ . '/includes/class-sesame-user-link.php';
require_once __DIR__ . '/includes/class-sesame-rest.php';
require_once __DIR__ . '/includes/class-sesame-woocommerce.php';

Sesame_Settings_Page::register();
Sesame_Embed::register();
Sesame_Rest::register();
Sesame_WooCommerce::register();
