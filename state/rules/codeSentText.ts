/** Where the code went and how: a link, a code, both (OTP link), or a WhatsApp template. */
export function codeSentText(
  channel: string | null | undefined,
  hasCode: boolean,
): 'code.sentLink' | 'code.sentCode' | 'code.sentCodeAndLink' | 'code.sentWhatsApp' {
  if (!hasCode) return 'code.sentLink';
  if (channel === 'WHATSAPP' || channel === 'OTAP') return 'code.sentWhatsApp';
  return channel === 'OTP_LINK' ? 'code.sentCodeAndLink' : 'code.sentCode';
}
