/** Names the work-b Spanish pages need (work/not-replying-emails, work/missing-deadline, work/avoiding-team-building). */
export default ['Oaxaca', 'SAT'];
