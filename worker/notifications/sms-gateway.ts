/**
 * Texts go through a Bangladeshi bulk-SMS REST API (docs/decisions/028-notifications.md): one POST
 * with the API key, the sender id, the number (880…, no plus) and the message, answered with JSON
 * whose `response_code` 202 means accepted. Locally `npm start` runs a stand-in of that endpoint and
 * prints every text it is given. Unset, no texts are sent.
 */
export type SmsGateway = { send: (phone: string, text: string) => Promise<{ id: string } | null> };

export function smsGatewayOf(env: {
  SMS_API_URL?: string;
  SMS_API_KEY?: string;
  SMS_SENDER_ID?: string;
}): SmsGateway | null {
  const { SMS_API_URL: url, SMS_API_KEY: key, SMS_SENDER_ID: sender } = env;
  if (!url || !key || !sender) return null;
  return {
    async send(phone, text) {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ api_key: key, senderid: sender, number: phone.replace(/^\+/, ''), message: text }),
      });
      if (!answer.ok) return null;
      const reply = (await answer.json().catch(() => null)) as {
        response_code?: number;
        message_id?: string | number;
      } | null;
      return reply?.response_code === 202 ? { id: String(reply.message_id ?? '') } : null;
    },
  };
}
