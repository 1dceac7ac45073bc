/**
 * WhatsApp Cloud API message bodies (`POST /{phone-number-id}/messages`). `to` is the
 * recipient's number in digits with its country code, no "+".
 */
export type WhatsAppPayload = Record<string, unknown>;

/** A free-form text message: allowed inside the 24-hour window the user opened by writing to us. */
export function whatsappText(to: string, body: string): WhatsAppPayload {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'text',
    text: { preview_url: false, body },
  };
}

/**
 * An authentication template with a copy-code (or one-tap) button: the code fills the body's
 * `{{1}}` and the button's URL parameter, as Meta documents for authentication templates.
 */
export function whatsappAuthTemplate(
  to: string,
  template: { name: string; language: string },
  code: string,
): WhatsAppPayload {
  return templateMessage(to, template, code, code);
}

/**
 * The approve template (utility category): the code fills the body's `{{1}}`, and the sign-in
 * link's token is the dynamic suffix of its URL button (registered as `https://HOST/l/{{1}}`),
 * so one tap opens the link's landing page.
 */
export function whatsappApproveTemplate(
  to: string,
  template: { name: string; language: string },
  code: string,
  linkToken: string,
): WhatsAppPayload {
  return templateMessage(to, template, code, linkToken);
}

/** A Cloud API template message: `{{1}}` of the body, and the URL button's one parameter. */
function templateMessage(
  to: string,
  template: { name: string; language: string },
  bodyText: string,
  buttonText: string,
): WhatsAppPayload {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: bodyText }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: buttonText }] },
      ],
    },
  };
}
