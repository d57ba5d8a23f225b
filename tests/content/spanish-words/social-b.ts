/**
 * Words the pages of social-b (avoid-family-gathering, ghosting-someone, forgot-birthday) need
 * that dictionary-es lacks: `responderle`, from the catalog's own title for ghosting-someone
 * ("Dejar de responderle a alguien"), a correct Spanish form the dictionary does not list; and
 * `SAT`, Mexico's tax authority (Servicio de Administración Tributaria), named in forgot-birthday.
 */
export default ['responderle', 'SAT'];
