/** Where visitors write to us; About, Privacy and Terms name it. */
export const CONTACT_EMAIL = 'hello@excusely.com';
