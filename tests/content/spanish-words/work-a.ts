/** Words the work pages (late to work, calling in sick, missing a Zoom meeting, leaving early) need. */
export default ['IMSS', 'EPS', 'SAT', 'covid', 'kermés'];
