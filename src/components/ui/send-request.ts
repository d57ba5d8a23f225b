/** What the Send menu is opened with: the button it opens under, the message and an optional subject. */
export interface SendRequest {
  anchor: HTMLElement;
  body: string;
  subject?: string;
}
