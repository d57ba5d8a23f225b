/** Links that hand a message to the phone's messaging app or a mail draft, correctly encoded. */

/** `sms:` with a body: the `?&` form works on both iOS and Android. */
export function smsHref(body: string): string {
  return `sms:?&body=${encodeURIComponent(body)}`;
}

export function mailtoHref(body: string, subject?: string): string {
  const params = [...(subject ? [`subject=${encodeURIComponent(subject)}`] : []), `body=${encodeURIComponent(body)}`];
  return `mailto:?${params.join('&')}`;
}
