import type { OtapOptions } from '../../apps/App';
import { whatsappSettings } from '../../channels/providerSettings';
import { otapTemplateDefinition } from '../../channels/whatsapp/otapTemplateDefinition';
import { commandFailed, usageError } from '../CliError';
import type { Command } from '../Command';
import { findApp } from '../findApp';
import { parseAppId } from '../parseAppId';
import { parseOptions } from '../parseOptions';
import { checkOtapApps, otapSetting, parseOtapApp, parseOtapTemplate } from '../parseOtapApp';

const OPTIONS = {
  template: { type: 'string' },
  app: { type: 'string', multiple: true },
  'zero-tap': { type: 'boolean' },
  'one-tap': { type: 'boolean' },
  clear: { type: 'boolean' },
} as const;

/**
 * The WhatsApp one-tap channel's template per app (docs/channels.md "WhatsApp one-tap"):
 * `--template NAME`, `--app PACKAGE:SIGNATURE_HASH…` (replaces the apps), `--zero-tap` or
 * `--one-tap`, `--clear`. It then prints the template definition to register with Meta.
 */
export const otapCommand: Command = {
  name: 'otap',
  usage: 'otap ID [--template NAME] [--app PACKAGE:SIGNATURE_HASH…] [--zero-tap | --one-tap] [--clear]',
  summary:
    "Shows or sets the app's WhatsApp one-tap template and Android apps, and prints the template to register with Meta.",
  parse(args) {
    const { values, positionals } = parseOptions(args, OPTIONS, ['ID']);
    const id = parseAppId(positionals[0]!);
    const template = values.template === undefined ? undefined : parseOtapTemplate(values.template);
    const apps = values.app === undefined ? undefined : checkOtapApps(values.app.map(parseOtapApp));
    if (values['zero-tap'] && values['one-tap']) throw usageError('Give --zero-tap or --one-tap, not both');
    const zeroTap = values['zero-tap'] ? true : values['one-tap'] ? false : undefined;
    const changes = template !== undefined || apps !== undefined || zeroTap !== undefined;
    if (values.clear && changes) throw usageError('--clear goes alone');

    return async ({ services, out }) => {
      const app = await findApp(services, id);
      const whatsapp = app.options.whatsapp ?? {};
      if (values.clear) {
        const { otap: _gone, ...rest } = whatsapp;
        await services.apps.update(id, { options: { ...app.options, whatsapp: rest } });
        out(`Updated app "${id}": WhatsApp one-tap template removed.`);
        return;
      }
      let otap = whatsapp.otap;
      if (changes) {
        const name = template ?? otap?.template;
        if (!name) throw commandFailed(`App "${id}" has no one-tap template yet: give --template NAME`);
        otap = otapSetting(name, apps ?? otap?.apps ?? [], zeroTap ?? whatsapp.otap?.zeroTap ?? false);
        await services.apps.update(id, { options: { ...app.options, whatsapp: { ...whatsapp, otap } } });
        out(`Updated app "${id}": WhatsApp one-tap template "${otap.template}".`);
      }
      if (!otap) {
        out(`App "${id}" has no WhatsApp one-tap template.`);
        return;
      }
      describe(otap, whatsappSettings(services, app).templateLanguage, out);
    };
  },
};

function describe(otap: OtapOptions, language: string, out: (line: string) => void): void {
  for (const a of otap.apps) out(`Android app ${a.packageName}, signature hash ${a.signatureHash}`);
  if (!otap.apps.length) out('No Android app named: the message carries a copy-code button.');
  out('Register the template with Meta: POST https://graph.facebook.com/v21.0/WABA_ID/message_templates');
  out(JSON.stringify(otapTemplateDefinition(otap, language), null, 2));
}
