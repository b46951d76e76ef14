import { useEffect, useId, useState } from 'react';
import { Button } from '../../../../ui/button.tsx';

/**
 * An optional image to post with the text. It stays on this device: previewed
 * from an object URL, never uploaded and not part of the saved draft.
 */
export function ImagePicker() {
  const id = useId();
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);

  useEffect(() => () => (image ? URL.revokeObjectURL(image.url) : undefined), [image]);

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        Image (optional)
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-teal-50 file:px-3 file:py-2 file:font-semibold file:text-teal-800 hover:file:bg-teal-100"
        onChange={(event) => {
          const file = event.target.files?.[0];
          setImage(file ? { url: URL.createObjectURL(file), name: file.name } : null);
        }}
      />
      <p className="mt-1 text-xs text-stone-600">Stays on this device; it is not uploaded.</p>
      {image && (
        <div className="mt-2 flex items-start gap-3">
          <img src={image.url} alt={`Preview of ${image.name}`} className="size-24 rounded-lg object-cover ring-1 ring-stone-200" />
          <Button variant="ghost" size="sm" onClick={() => setImage(null)}>
            Remove image
          </Button>
        </div>
      )}
    </div>
  );
}
