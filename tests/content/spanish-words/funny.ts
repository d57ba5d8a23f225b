/**
 * Words the funny pages (absurdas, graciosas, raras pero reales, cine y cultura pop) need that
 * dictionary-es lacks: Mexican market, folklore, food and music words, two philosophers, and the
 * names of shows, games and books Spanish-speaking readers know.
 */
export default [
  'Fortnite',
  'tianguis',
  'chupacabras',
  'mariachi',
  'tamales',
  'jacarandas',
  'kriptonita',
  'Sísifo',
  'Zenón',
  'Pokémon',
  'Tetris',
  'Supercampeones',
  'Macondo',
  'principito',
  'Betty',
  'Chapulín',
  'chipote',
  'Cascarudo',
  'Camus',
  'Teseo',
  'Matrix',
  'Friends',
  'Minecraft',
  'DeLorean',
  'Batiseñal',
];
