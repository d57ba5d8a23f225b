/** Names the social pages (cancel plans, skip a party, leave early) need: the Mexican tax office. */
export default ['SAT'];
