/**
 * @fileoverview What every router is built from: the database and the configuration.
 */

import type { Knex } from 'knex';

import type { Config } from '../config.js';

export interface RouteDeps {
  db: Knex;
  config: Config;
}
