<?php
/**
 * Loads an installed WordPress with the plugin active: the folder of a site (SESAME_WP_DIR) and
 * the host it answers to (SESAME_WP_HOST). The end-to-end suite installs one and runs this.
 *
 * @package SesameSignin
 */

$sesame_wp_dir = getenv( 'SESAME_WP_DIR' );
if ( ! $sesame_wp_dir || ! is_file( $sesame_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "Set SESAME_WP_DIR to an installed WordPress with the plugin active.\n" );
	exit( 1 );
}
// PHPUnit includes this file inside a method: WordPress's file-scope variables must be global.
global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories, $wp_settings_errors;
$_SERVER['HTTP_HOST']   = getenv( 'SESAME_WP_HOST' ) ?: 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $sesame_wp_dir . '/wp-load.php';
// The settings form runs in wp-admin, where these are loaded.
require_once ABSPATH . 'wp-admin/includes/template.php';
require_once __DIR__ . '/SesameTestCase.php';
