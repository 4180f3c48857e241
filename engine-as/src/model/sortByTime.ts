/**
 * @fileoverview Links the symbols of each tune in time order across voices (engine-spec 4,
 * generation step 2: "sort all symbols by time"). (Work in progress.)
 */

import { Context } from "../context";

export function sortByTime(ctx: Context): void {}
