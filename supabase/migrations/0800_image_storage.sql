-- Generated images live in Storage, in the private bucket `images`, one folder per user:
-- `<user id>/<image id>.<ext>`. Only the folder's owner reads, writes or removes its
-- files; nobody else, signed in or not, sees them. The bucket caps a file at 5 MB and
-- accepts only the image types the image tool makes.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('images', 'images', false, 5242880, array['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = false,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- A hosted project lets the migration role create policies on storage.objects, except
-- where the platform has withdrawn that right: then the bucket stays closed to everyone
-- (no policy, no access) and the warning says what to do.
do $$
begin
  create policy "images: the owner reads" on storage.objects for select to authenticated
    using (bucket_id = 'images' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy "images: the owner uploads" on storage.objects for insert to authenticated
    with check (bucket_id = 'images' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy "images: the owner replaces" on storage.objects for update to authenticated
    using (bucket_id = 'images' and (storage.foldername(name))[1] = (select auth.uid())::text)
    with check (bucket_id = 'images' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy "images: the owner removes" on storage.objects for delete to authenticated
    using (bucket_id = 'images' and (storage.foldername(name))[1] = (select auth.uid())::text);
exception when insufficient_privilege then
  raise warning 'The images bucket has no policies yet: this role may not create policies on storage.objects. Create the four policies of supabase/migrations/0800_image_storage.sql in the dashboard (Storage > Policies), or images will not sync between devices.';
end
$$;
