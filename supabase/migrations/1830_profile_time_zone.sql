-- The studio's time zone, an IANA name ("Europe/London"): the calendar puts each planned
-- item on the day it falls on there. Unset (null) until an owner saves one; the devices
-- use their own zone meanwhile. The CHECK keeps the name's shape (domain/time-zone.ts);
-- whether the zone exists is asked of the device's Intl before it is saved.
alter table public.profiles
  add column time_zone text
    constraint profiles_time_zone_check
    check (char_length(time_zone) <= 64 and time_zone ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$');
