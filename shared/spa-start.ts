/**
 * When a page the Worker writes starts the SPA (decision 041). Such a page paints its first screen
 * from its HTML alone, so the SPA's code (100 KB) is not asked for with the HTML, where on a slow
 * network it shares the line with the first screen's largest picture and delays its paint: the
 * page names its entry chunk in a JSON script element, and `START_SPA_AFTER_PICTURE` loads it once
 * that picture (the image marked fetchpriority=high) has loaded and been painted, or once the
 * document is parsed when there is none. A picture that does not arrive holds the code back for
 * 3 s at most.
 *
 * The script is fixed text, allowed by its hash in the CSP (build/security-headers.ts), so the
 * entry's hashed file name is read from the element rather than written into it.
 */
export const SPA_ENTRY_ID = 'spa-entry';

export const START_SPA_AFTER_PICTURE =
  '(function(){var started=false;' +
  'function start(){if(started)return;started=true;' +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';` +
  `s.src=JSON.parse(document.getElementById('${SPA_ENTRY_ID}').textContent);document.head.appendChild(s)}` +
  // requestAnimationFrame runs before the next frame is painted; the timeout, after it.
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start)})}' +
  "document.addEventListener('DOMContentLoaded',function(){setTimeout(start,3000);" +
  "var img=document.querySelector('img[fetchpriority=high]');if(!img)return afterPaint();" +
  "new Promise(function(done){if(img.complete)done();else{img.addEventListener('load',done);img.addEventListener('error',done)}})" +
  '.then(function(){return img.decode()}).then(afterPaint,afterPaint)})})()';
