/** Words the funny pages need that dictionary-es lacks: Mexican market, folklore and music words, and two philosophers. */
export default ['tianguis', 'chupacabras', 'mariachi', 'Sísifo', 'Zenón', 'tamales', 'jacarandas'];
