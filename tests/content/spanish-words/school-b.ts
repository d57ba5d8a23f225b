/**
 * Words the school-b pages (No hacer el trabajo en equipo, Entregar tarde un trabajo escolar,
 * Librarse de una exposición) need: the school platform students name, a first name and a city.
 */
export default ['Classroom', 'Valeria', 'Veracruz'];
