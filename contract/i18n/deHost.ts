import type { HostCatalogue } from './Catalogue';

/** The host's half of the catalogue: emails, SMS, WhatsApp texts and pages. */
export const deHost: HostCatalogue = {
  'page.signInTo': 'Bei {app} anmelden',
  'page.signIn': 'Anmelden',
  expiry: {
    one: 'Er läuft in {count} Minute ab.',
    other: 'Er läuft in {count} Minuten ab.',
  },
  'email.subjectCode': '{code} ist Ihr Anmeldecode für {app}',
  'email.yourCode': 'Ihr Code:',
  'email.orLink': 'Oder melden Sie sich mit diesem Link an:',
  'email.onlyLink': 'Melden Sie sich mit diesem Link an:',
  'email.footer':
    'Er funktioniert nur einmal. Wenn Sie keine Anmeldung angefordert haben, ignorieren Sie diese E-Mail.',
  'sms.code': '{code} ist Ihr Anmeldecode für {app}.',
  'sms.link': 'Bei {app} anmelden: {link}',
  'sms.codeAndLink': '{code} ist Ihr Anmeldecode für {app}, oder melden Sie sich mit diesem Link an: {link}',
  'whatsapp.prefill': 'Bei {app} anmelden mit Code {code}',
  'whatsapp.approve': 'Oder mit einem Tippen bestätigen: {link}',
  'whatsapp.signedIn':
    'Sie melden sich bei {app} an. Kehren Sie zu der Seite zurück, auf der Sie begonnen haben.\n\nWenn Sie das nicht waren, antworten Sie {notMe}, und die Anmeldung wird abgebrochen.',
  'whatsapp.unknownCode':
    'Wir haben keine Anmeldung gefunden, die auf diesen Code wartet. Vielleicht ist er abgelaufen: Gehen Sie zurück zur Website und beginnen Sie von vorn.',
  'whatsapp.locked': 'Zu viele Codes, die nicht passen. Bitte versuchen Sie es in einer Stunde erneut.',
  'whatsapp.revoked': 'Erledigt: Diese Anmeldung bei {app} wurde abgebrochen.',
  'whatsapp.nothingToRevoke':
    'Es gibt keine aktuelle Anmeldung von dieser Nummer, die abgebrochen werden kann.',
  'whatsapp.notSent': 'Sie haben die WhatsApp-Nachricht anscheinend nicht gesendet',
  'support.prefill': 'Hallo {app}, ich brauche Hilfe bei der Anmeldung.',
  'request.label': 'Wer die Anmeldung angefordert hat',
  'request.device': 'Gerät',
  'request.near': 'In der Nähe von',
  'request.approximate': '(ungefähr, anhand der Netzwerkadresse)',
  'request.when': 'Wann',
  'request.justNow': 'gerade eben',
  'link.asked': 'Jemand möchte sich als {who} bei {app} anmelden:',
  'link.warn':
    'Fahren Sie nur fort, wenn Sie das gerade eben selbst waren. Die Anmeldung wird in dem Fenster abgeschlossen, in dem sie angefordert wurde, nicht hier.',
  'link.doneTitle': 'Angemeldet',
  'link.doneHeading': 'Sie sind angemeldet',
  'link.doneBody': 'Kehren Sie zum Fenster zurück, in dem Sie begonnen haben: {app} meldet Sie dort an.',
  'link.continueHere': 'Fenster geschlossen? Melden Sie sich stattdessen in diesem Browser bei {app} an:',
  'link.expiredTitle': 'Link abgelaufen',
  'link.expiredHeading': 'Dieser Link ist abgelaufen',
  'link.expiredBody':
    'Anmeldelinks funktionieren nur einmal und nur wenige Minuten lang. Gehen Sie zurück zur Website und fordern Sie einen neuen an.',
  'qr.asked': 'Jemand möchte sich auf einem anderen Bildschirm bei {app} anmelden:',
  'qr.matchLabel': 'Geben Sie die Zahl ein, die auf diesem Bildschirm neben dem QR-Code steht',
  'qr.matchWarn':
    'Fahren Sie nur fort, wenn Sie diesen Bildschirm gerade vor sich haben. Geben Sie nie eine Zahl ein, die Ihnen jemand geschickt hat.',
  'qr.continue': 'Weiter',
  'qr.signInWith': 'Anmelden mit',
  'qr.email': 'E-Mail',
  'qr.textMessage': 'SMS',
  'qr.yourEmail': 'Ihre E-Mail-Adresse',
  'qr.yourMobile': 'Ihre Handynummer',
  'qr.sendCode': 'Code senden',
  'qr.codeFromEmail': 'Code aus der E-Mail',
  'qr.codeFromText': 'Code aus der SMS',
  'qr.approve': 'Anmeldung bestätigen',
  'qr.whatsappHint':
    'Senden Sie die vorausgefüllte Nachricht über WhatsApp auf diesem Smartphone und kehren Sie dann zu dieser Seite zurück.',
  'qr.openWhatsApp': 'WhatsApp öffnen',
  'qr.whatsappConfirmed': 'WhatsApp hat Ihre Nummer bestätigt. Anmeldung auf {device} bestätigen?',
  'qr.checkEmail': 'Bitte sehen Sie in Ihre E-Mails!',
  'qr.checkMessages': 'Bitte sehen Sie in Ihre Nachrichten!',
  'qr.approved': 'Bestätigt. {app} meldet Sie auf {device} an. Sie können diese Seite schließen.',
  'qr.expiredTitle': 'QR-Code abgelaufen',
  'qr.expiredHeading': 'Dieser QR-Code ist abgelaufen',
  'qr.expiredBody':
    'QR-Codes funktionieren nur einmal und nur wenige Minuten lang. Scannen Sie den neuen Code auf dem anderen Bildschirm.',
  'sso.doneBody': 'Sie können dieses Fenster schließen und zur Website zurückkehren.',
  'sso.failedTitle': 'Anmeldung fehlgeschlagen',
  'sso.failedHeading': 'Die Anmeldung wurde nicht abgeschlossen',
  'sso.failedBody':
    'Schließen Sie dieses Fenster, kehren Sie zur Website zurück und versuchen Sie es erneut.',
  'sso.expiredTitle': 'Anmeldung abgelaufen',
  'sso.used': 'Dieser Anmeldelink wurde bereits verwendet oder ist abgelaufen.',
  'sso.unavailable': 'Diese Anmeldemethode ist gerade nicht verfügbar.',
  'voice.request':
    'Anmeldeanfrage für {app}. Die Nummer auf Ihrem Bildschirm ist {number}. Drücken Sie {approve}, um sich anzumelden. Wenn Sie das nicht waren, drücken Sie {deny}.',
  'voice.noKey': 'Es wurde keine Taste gedrückt. Auf Wiederhören.',
  'voice.otherKey':
    'Diese Taste ist keine Option. Drücken Sie {approve}, um sich bei {app} anzumelden, oder {deny}, wenn Sie das nicht waren.',
  'voice.approved': 'Danke. Sie sind bei {app} angemeldet. Auf Wiederhören.',
  'voice.denied': 'Die Anmeldung wurde abgebrochen. Auf Wiederhören.',
  'voice.ended': 'Diese Anmeldeanfrage ist beendet. Auf Wiederhören.',
};
