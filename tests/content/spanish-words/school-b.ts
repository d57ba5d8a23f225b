/** Words the school-b pages (No hacer el trabajo en equipo, Entregar tarde, Librarse de una exposición) need. */
export default ['Classroom'];
