/**
 * Words the work-b Spanish pages need (work/not-replying-emails, work/missing-deadline,
 * work/avoiding-team-building): a place name, the Mexican tax authority, and three everyday
 * Mexican words dictionary-es lacks (tirolesa, temazcal, kayak).
 */
export default ['Oaxaca', 'SAT', 'tirolesa', 'temazcal', 'kayak'];
