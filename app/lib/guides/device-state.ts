/** The guides' and games' device state goes through the site's one device storage module (app/lib/device-storage.ts). */
export {
  idListValidator,
  readDeviceValue,
  removeDeviceValue,
  writeDeviceValue,
  type StorageLike,
  type Validate,
} from "~/lib/device-storage";
