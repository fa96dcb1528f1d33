import * as v from 'valibot';
import { roomSchema } from '../../../../shared/rules/room';
import { fieldErrors } from '../../../../shared/rules/field-errors';
import type { RoomDocument } from './api/get-room';

/** The room checked by the server's own rule before it is sent, keyed by the document's paths ("tables.3.maxCovers"). */
export function checkRoom(room: RoomDocument): Record<string, string> {
  const parsed = v.safeParse(roomSchema, room);
  return parsed.success ? {} : fieldErrors(parsed.issues, roomSchema);
}
