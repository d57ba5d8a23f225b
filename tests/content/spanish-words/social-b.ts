/**
 * Words the pages of social-b (avoid-family-gathering, ghosting-someone, forgot-birthday) need
 * that dictionary-es lacks. `responderle` is the catalog's own title for ghosting-someone
 * ("Dejar de responderle a alguien"), a correct Spanish form the dictionary does not list.
 */
export default ['responderle'];
