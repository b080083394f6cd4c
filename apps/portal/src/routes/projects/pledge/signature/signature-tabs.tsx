import { uploadLimitsText } from '@keystone/flows/format';
import { SIGNATURE_CANVAS, SIGNATURE_UPLOAD_MAX_BYTES } from '@keystone/flows/constants';
import {
  SIGNATURE_MESSAGES,
  UPLOAD_MESSAGES,
  validateSignatureUpload,
  validateTypedSignature,
} from '@keystone/flows/rules';
import type { ESignatureType } from '@keystone/api';
import { SIGNATURE_TAB_LABELS } from '@keystone/flows/pledge';
import { Button, FileUpload, Tabs, TabsContent, TabsList, TabsTrigger, TextField } from '@keystone/ui';
import { SignaturePad } from '@keystone/ui/signature-pad';
import { useRef, useState } from 'react';
import { PLEDGE_TEXTS } from '../steps/pledge-texts.ts';
import { typedSignatureImage } from './typed-signature-image.ts';

interface TabProps {
  /** This tab's image (a data URL), kept by the machine. */
  image: string | undefined;
  setImage: (image: string) => void;
  clear: () => void;
}

/** Draw: the 356 × 114 pad, drawn with a mouse, a pen or a finger; Clear forgets the drawing and the code. */
export function DrawTab({ image, setImage, clear }: TabProps) {
  const [padKey, setPadKey] = useState(0);
  return (
    <div className="flex flex-col items-start gap-3">
      <SignaturePad
        key={padKey}
        width={SIGNATURE_CANVAS.width}
        height={SIGNATURE_CANVAS.height}
        aria-label={PLEDGE_TEXTS.drawLabel}
        initialImage={image}
        onDrawn={(drawn) => drawn !== null && setImage(drawn)}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={image === undefined}
        onClick={() => {
          setPadKey((key) => key + 1);
          clear();
        }}
      >
        {PLEDGE_TEXTS.clear}
      </Button>
    </div>
  );
}

interface TypeTabProps extends TabProps {
  /** What was typed, kept by the step so it survives a change of tab. */
  name: string;
  setName: (name: string) => void;
}

/** Type: the name, checked by flows' rule, drawn in a handwriting face as the signature image. */
export function TypeTab({ image, setImage, clear, name, setName }: TypeTabProps) {
  const [touched, setTouched] = useState(name !== '');
  // Drawing the image waits for the font: only the image of what is typed last may land.
  const latest = useRef(0);
  const message = touched ? validateTypedSignature(name) : undefined;
  const change = (typed: string) => {
    setName(typed);
    setTouched(true);
    const request = ++latest.current;
    if (validateTypedSignature(typed) === undefined) {
      void typedSignatureImage(typed.trim()).then((drawn) => request === latest.current && setImage(drawn));
    } else if (image !== undefined) clear();
  };
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={PLEDGE_TEXTS.typedName}
        required
        autoComplete="name"
        value={name}
        error={message}
        onChange={(event) => change(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      {image !== undefined && (
        <img
          src={image}
          alt={PLEDGE_TEXTS.typedPreview}
          width={SIGNATURE_CANVAS.width}
          height={SIGNATURE_CANVAS.height}
          className="max-w-full rounded-md border border-input bg-white"
        />
      )}
    </div>
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(SIGNATURE_MESSAGES.uploadRejected));
    reader.readAsDataURL(file);
  });
}

const SIGNATURE_ACCEPT = ['.png', '.jpg', '.jpeg'];
const UPLOAD_WORDS = {
  rejected: SIGNATURE_MESSAGES.uploadRejected,
  uploaded: UPLOAD_MESSAGES.uploaded,
  failed: (message: string | undefined) => message ?? SIGNATURE_MESSAGES.uploadRejected,
};

/** Upload: one image of at most 500,000 bytes, refused 'Not acceptable format/size' otherwise (flows' rule). */
export function UploadTab({ image, setImage, clear }: TabProps) {
  const upload = async (file: File) => {
    const refusal = validateSignatureUpload(file);
    if (refusal !== undefined) throw new Error(refusal);
    return readAsDataUrl(file);
  };
  return (
    <div className="flex flex-col gap-3">
      <FileUpload
        label={PLEDGE_TEXTS.uploadLabel}
        hint={PLEDGE_TEXTS.uploadHint}
        upload={upload}
        accept={SIGNATURE_ACCEPT}
        maxBytes={SIGNATURE_UPLOAD_MAX_BYTES}
        limits={uploadLimitsText(SIGNATURE_ACCEPT, SIGNATURE_UPLOAD_MAX_BYTES)}
        messages={UPLOAD_WORDS}
        onUploaded={(dataUrl) => setImage(dataUrl)}
        onRejected={() => image !== undefined && clear()}
      />
      {image !== undefined && (
        <img
          src={image}
          alt={PLEDGE_TEXTS.uploadedPreview}
          className="max-h-32 max-w-full self-start rounded-md border border-input bg-white object-contain"
        />
      )}
    </div>
  );
}

const TABS: readonly ESignatureType[] = ['DRAW', 'TYPE', 'UPLOAD'];

export interface SignatureChoiceProps {
  /** The id its heading takes (the section is labelled by it). */
  headingId: string;
  /** Its heading's level under the flow's step heading: an h4 under the pledge's h3, an h3 under an h2. */
  headingLevel?: 3 | 4;
  tab: ESignatureType;
  /** Each tab's own image (a data URL), kept by the machine. */
  signatures: Partial<Record<ESignatureType, string>>;
  onTab: (tab: ESignatureType) => void;
  onImage: (image: string) => void;
  onClear: () => void;
}

/**
 * 'Your signature': drawn, typed or uploaded, each tab keeping its own image, for a pledge and a resale purchase
 * alike. What is typed survives a change of tab.
 */
export function SignatureChoice({
  headingId,
  headingLevel = 4,
  tab,
  signatures,
  onTab,
  onImage,
  onClear,
}: SignatureChoiceProps) {
  const [typedName, setTypedName] = useState('');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const tabProps = (type: ESignatureType) => ({ image: signatures[type], setImage: onImage, clear: onClear });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading id={headingId} className="font-medium text-foreground">
        {PLEDGE_TEXTS.signatureLegend}
      </Heading>
      <Tabs value={tab} onValueChange={(value) => onTab(value as ESignatureType)}>
        <TabsList>
          {TABS.map((type) => (
            <TabsTrigger key={type} value={type}>
              {SIGNATURE_TAB_LABELS[type]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="DRAW">
          <DrawTab {...tabProps('DRAW')} />
        </TabsContent>
        <TabsContent value="TYPE">
          <TypeTab {...tabProps('TYPE')} name={typedName} setName={setTypedName} />
        </TabsContent>
        <TabsContent value="UPLOAD">
          <UploadTab {...tabProps('UPLOAD')} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
