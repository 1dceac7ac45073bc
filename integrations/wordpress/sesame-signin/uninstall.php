<?php
/**
 * Removing the plugin removes its settings (the client secret with them). Users keep their
 * accounts; the `sesame_uid` / `sesame_mobile` links stay so a reinstall finds them again.
 *
 * @package SesameSignin
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;
delete_option( 'sesame_signin' );
