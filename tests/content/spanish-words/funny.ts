/** Words the funny pages need that dictionary-es lacks: Mexican market, folklore and music words. */
export default ['tianguis', 'chupacabras', 'mariachi'];
