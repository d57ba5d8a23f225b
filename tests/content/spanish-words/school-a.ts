/** Words the school pages (Faltar a clase, No hacer la tarea, Faltar a la escuela) need: Mexican school and health-system words. */
export default ['prepa', 'IMSS', 'EPS'];
