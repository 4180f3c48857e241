/**
 * @fileoverview Parses the whole text into tunes. (Work in progress.)
 */

import { Context } from "../context";

export function parseText(ctx: Context): void {}
