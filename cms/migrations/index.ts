import * as migration_20261121_232939_initial from './20261121_232939_initial';

export const migrations = [
  {
    up: migration_20261121_232939_initial.up,
    down: migration_20261121_232939_initial.down,
    name: '20261121_232939_initial'
  },
];
