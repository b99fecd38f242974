<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AffinityStatus</name>
    <message>
        <source>Issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>BrokerDesk has no server address or client credentials yet. Add them in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach the service. Check the network connection and the server address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service took too long to answer. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection to the service failed: its certificate could not be verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the service was lost before its answer arrived. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service has a problem of its own (HTTP %1). Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service is busy and asked BrokerDesk to slow down. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service did not accept the sign-in. Check the client id and secret in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service sent an answer BrokerDesk cannot read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service refused the request as invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This account may not do that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service does not know this item. It may belong to another broker or no longer exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is too large for the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service refused the request (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BrokerDesk will not send credentials over unencrypted http:// to %1. Use an https:// address, or allow unencrypted connections in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection to %1 was refused: %2. If your office inspects secure connections, add its certificate authority in Settings, Advanced.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttachmentType</name>
    <message>
        <source>Certificate of insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capitalization regulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancellation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CancelPreview</name>
    <message>
        <source>After %1 of %2 days of cover the insurer keeps %3 of the premium (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the cover starts: everything paid goes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right of withdrawal, within 7 days of a sale made at a distance (consumer code, art. 49): everything paid goes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insured&apos;s request: short-rate table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurer&apos;s request: pro rata of the days run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment default: nothing goes back; what was paid bought cover by the short-rate table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim: the premium is earned; nothing goes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refund the way it was paid, as the insurer has it on record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refund by: %1, the way it was paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid with: %1 (it cannot receive a refund). Refund by: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid with: %1. Refund by: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CancelReason</name>
    <message>
        <source>Requested by the policyholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requested by the insurer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CashFlowCategory</name>
    <message>
        <source>Channel sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recurrent channel sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deductible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy reversal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker agency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker commission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stipulant pro-labore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance adjustment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CashFlowText</name>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recurrence %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionState</name>
    <message>
        <source>Signed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service unavailable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CustomerDirectory</name>
    <message>
        <source>customer directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The customer directory is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The customer directory could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These customers cannot be merged: one of them is unknown or already part of another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This merge was undone already.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <source>Starting the built-in demo service…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in demo service could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: enter the service&apos;s address and credentials in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Enumerations</name>
    <message>
        <source>Unknown (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>Some fields need to be corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service could not read what BrokerDesk sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote has expired. Quote again to get current prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen installment plan is not part of this quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This payment method is not offered for the chosen installments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The payment was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote has already been sold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sale was already sent; its result is on the Sales page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This request was already sent with other data. Start it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This policy is already canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This policy has ended and can no longer be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This affinity is already canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This affinity has expired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This affinity request has already been evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evaluation link is no longer valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service does not know this item. It may belong to another broker or no longer exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service refused the list request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list changed on the service. Refresh it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is too large for the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service is busy and asked BrokerDesk to slow down. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service could not save the change. Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in expired. BrokerDesk signs in again; try once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BrokerDesk is not signed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This account may not do that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service did not accept the sign-in. Check the client id and secret in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service did not grant the permissions asked for. Check the scopes in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CEP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobile phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corporate name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMEI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoice amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manufacture year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>District</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversal method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beneficiary %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>traveler %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokerage SUSEP code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote can no longer be sold: it was sold already, or the insurer did not accept it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer does not let this brokerage sell this product.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service does not offer this operation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service refused the sign-in request. Check the sign-in address in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer declined this risk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer could not price this quote. Quote again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a valid CPF (check the digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a valid CNPJ (check the digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a company cannot hold this product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a plate such as ABC1234 or ABC1D23</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 17 letters and digits (no I, O or Q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a FIPE code such as 005340-6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a CEP of 8 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an e-mail address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a phone number with its area code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 15 digits with a valid check digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be in the past</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be before today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must come after the start of cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cover may last %1 years at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cover may last %1 days at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be the manufacture year or the year after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 0 km vehicle must be made this year or last year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must have at most %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must have %1 to %2 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may have %1 at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shares must add up to 100% (they add up to %1%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be above 0 and at most 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is repeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not one of the plans offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a coverage of the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not an assist of the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not one of the options offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must include the required coverage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed the invoice amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not one of this quote&apos;s installment options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not offered for these installments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for a refund by bank transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is only used for a refund by bank transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card data is never sent in a sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list changed; refresh it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a value the service does not accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was not accepted by the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service is busy. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokerage logo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposal footer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EstimateStore</name>
    <message>
        <source>call list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormatCheck</name>
    <message>
        <source>This CPF is not valid: check the digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This CNPJ is not valid: check the digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the plate as ABC1234 or ABC1D23.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chassis has 17 letters and digits, without I, O or Q.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The FIPE code has 7 digits, as in 005340-6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CEP has 8 digits, as in 01310-100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type an e-mail address such as ana@example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a phone number with area code, such as (11) 99999-0000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The IMEI has 15 digits: check them on the box or with *#06#.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstallmentPeriod</name>
    <message>
        <source>Daily</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yearly</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstallmentText</name>
    <message>
        <source>One payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 yearly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 daily</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 every %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the first %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 interest a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interest-free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in one payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 a month (%n month(s), %2)</source>
        <translation>
            <numerusform>%1 a month (%n month, %2)</numerusform>
            <numerusform>%1 a month (%n months, %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 yearly × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 daily × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 every %3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1 interest a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the first %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LedgerQueries</name>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deductions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local mirror could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commission lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Due on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ListColumn</name>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deductions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LookupCache</name>
    <message>
        <source>lookup cache</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfflineStore</name>
    <message>
        <source>offline store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote has no id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline store is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store has no broker_channel_id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installment option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installment amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetched at (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>BrokerDesk, the workstation for insurance broker staff. With nothing configured it starts a built-in demo service and signs in to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the brokerage service at &lt;url&gt; (token URL, client id and secret come from the settings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the built-in demo service, whatever the settings say.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the interface: pt_BR or en.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render every page with demo data to PNG files in &lt;dir&gt;, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print when the window was first painted (milliseconds since the epoch), then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--server and --sandbox cannot be used together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a server address: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language %1: use pt_BR or en.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the window the screenshots show, such as 1920x1080 (default 1280x720).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WxH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot-size is for --screenshot: give both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot-size %1: give the width and height in pixels, such as 1920x1080, from 640x480 to 7680x4320.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open sale %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open policy %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaymentMethod</name>
    <message>
        <source>Bank slip (boleto)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debit card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wire transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account debit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pix</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyIndex</name>
    <message>
        <source>policy index</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyStatus</name>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProductType</name>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Business</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Educational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Funeral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moneylender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electronic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warranty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal accident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Travel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Proposal</name>
    <message>
        <source>Insurance proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declined:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are valid until the date above and depend on the insurer&apos;s acceptance of the risk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokerage not configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokerage SUSEP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product SUSEP registration: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insured amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistance services</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None included in this proposal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each installment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes (IOF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period of cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposal valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insured item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insured item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF could not be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gasoline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ethanol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flex (gasoline and ethanol)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diesel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>electric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apartment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House in a condominium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masonry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Central America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Europe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Africa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year (manufacture/model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIPE code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brand new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMEI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoice amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (born %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Travelers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beneficiaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the legal heirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverage not named by the insurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistance not named by the insurer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuoteRisk</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuoteStatus</name>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordNames</name>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReversalMethod</name>
    <message>
        <source>Credit card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wire transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pix</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaleStatus</name>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SalesLog</name>
    <message>
        <source>sales log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SoldQuote</name>
    <message>
        <source>the holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold on %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SqliteFile</name>
    <message>
        <source>the file is shorter than its header says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It could not be renamed to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 at %2 was written by a newer BrokerDesk (version %3); it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a BrokerDesk %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 at %2 is damaged (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was kept as %1 and a new one was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 at %2 cannot be opened: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 at %2 could not be prepared: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebhookVerifier</name>
    <message>
        <source>webhook-id, webhook-timestamp and webhook-signature are required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>webhook-id is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>webhook-timestamp must be Unix seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>webhook-timestamp is more than %1 seconds from now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>webhook-signature does not match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This webhook-id was already delivered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::api::FileDownload</name>
    <message>
        <source>The file could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::api::QuoteLookup</name>
    <message>
        <source>The operator&apos;s list of quotes does not show this quote.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::cache::LedgerMirror</name>
    <message>
        <source>ledger mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger mirror at %1 belongs to another account; it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger mirror is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger mirror could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sync was canceled; it resumes where it stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger mirror&apos;s indexes could not be built: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new ledger mirror could not be started: the old one at %1 could not be set aside. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror of the other account was kept as %1; this account&apos;s ledger is mirrored anew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger mirror could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pages read did not add up to the list&apos;s %1 records.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::models::ApiPageSource</name>
    <message>
        <source>The desk is not connected to a service.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::models::CursorWalker</name>
    <message>
        <source>There is no list to walk.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::models::LazyListModel</name>
    <message>
        <source>Not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::models::PageFiller</name>
    <message>
        <source>The list had %1 records and now has %2: it is read again from the top instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list&apos;s pages do not hold the records its total counts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::models::PolicyLedgerReader</name>
    <message>
        <source>the policy&apos;s records lie too far back in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::AddressForm</name>
    <message>
        <source>ZIP code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>District</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZIP code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street, number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complement:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>District:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City, state:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::AdvancedSection</name>
    <message>
        <source>Receive affinity updates (webhook)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook listen address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All network interfaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook TLS certificate file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: plain http</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook TLS key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra certificate authority file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the system&apos;s only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This proxy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinity updates state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinity updates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listen a&amp;ddress:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;cret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS certi&amp;ficate file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS &amp;key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy &amp;host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy po&amp;rt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy user na&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra certificate authorit&amp;y (PEM):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For an office whose proxy inspects secure connections: its certificate authority is trusted besides the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter the proxy&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file holds no PEM certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter an IP address of this computer, or leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter the secret agreed with the operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS needs both the certificate and its key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address for the operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown once the desk receives updates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How updates arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the operator sends them: signed if a secret is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed with the secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsigned: each update is confirmed with the operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updates a&amp;rrive:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address for the o&amp;perator:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::AffinitiesPage</name>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New affinity…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel affinity…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new affinity on a product of the partnership (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the selected affinity (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The affinities could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading affinities…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinity created: the insurer issues it shortly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the affinity of %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer ends the cover today and sends a cancellation document. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling the affinity…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinity of %1 cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save attachment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n affinity(ies) with the partner</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No affinity contracted with the partner yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New affinity…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>affinities pending</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::AffinityUpdates</name>
    <message>
        <source>Not receiving: enter the secret agreed with the operator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not receiving: %1 is not an address of this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not receiving: the certificate file %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not receiving: the key file %1 cannot be read (it must not need a passphrase).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not receiving: port %1 cannot be opened (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the affinities page checks for changes itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every network interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listening on %1, port %2, with TLS (https).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listening on %1, port %2 (http).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last event at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event received yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events applied: %1, refused: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not receiving: the address for the operator is not made yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updates come signed with the secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updates come unsigned: each is confirmed with the operator before it is applied.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::AssistRow</name>
    <message>
        <source>Option of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::BeneficiaryForm</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beneficiaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beneficiaries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No beneficiaries named: the legal heirs receive the benefit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares add up to %1% (they must add up to 100%).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::BrokerageSection</name>
    <message>
        <source>My brokerage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokerage name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokerage SUSEP code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digits only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logo file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the name alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the logo file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposal footer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For example: address, phone, website, the broker in charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Logo:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Brokerage name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokera&amp;ge SUSEP code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposal &amp;footer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name, SUSEP code and logo head every proposal sent to a customer; the footer closes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter the brokerage&apos;s SUSEP registration code in digits (dots, dashes and slashes are allowed), or leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a PNG, JPEG or SVG picture that can be read, or leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep the footer to %1 characters: it closes the proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brokerage logo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No logo: proposals show the name alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not a picture that can be read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CallList</name>
    <message>
        <source>&amp;Score customers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did not buy (−)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;quote (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Product:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the service how likely each customer is to buy this product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call-list.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call list saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export call list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 customers estimated (estimates are kept for a day); %3 lack data to be estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every customer with enough data is already estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the service…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n customer(s) estimated.</source>
        <translation>
            <numerusform>%n customer estimated.</numerusform>
            <numerusform>%n customers estimated.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 customers estimated; %2 could not be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The estimate could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not estimated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring cancelled: %1 of %2 estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an estimated customer first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already recorded as &quot;%2&quot;: each estimate is evaluated once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s outcome is being recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The outcome could not be recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The outcome could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded: %1 bought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded: %1 did not buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No customer has the data an estimate needs yet: each row says what is missing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CallListModel</name>
    <message>
        <source>birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marital status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a region the service estimates (not the North)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not scored yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did not buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone or e-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CashFlowPage</name>
    <message>
        <source>Cash-flow records on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the ledger…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) on the server, newest first.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole ledger, copied to this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>customers&apos; installments overdue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CatalogPage</name>
    <message>
        <source>Store logo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search products, insurers, SUSEP codes… (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show as a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show as a grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading vendor settings: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the store…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the catalog…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the catalog saved on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The vendor settings of %n product(s) could not be loaded. %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Product · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Catalog · %n product(s)</source>
        <translation>
            <numerusform>Catalog · %n product</numerusform>
            <numerusform>Catalog · %n products</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CheckoutView</name>
    <message>
        <source>&amp;Confirm sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail for the policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Installments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment &amp;method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy holder contact (from the quote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Phone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the sale…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirming the sale…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer charges the card through its own channel: it sends the policy holder a secure payment link. BrokerDesk never asks for or sends card numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, in the total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote is not saved on this computer; quote it again to sell it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to sales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is sold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover period:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your commission:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · quote valid until %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the insurer issues it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm sale of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not known on this desk (open the Catalog to fetch it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of the net premium %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CommandPalette</name>
    <message>
        <source>Go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a page, product, quote, sale or policy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search for a page, product, quote, sale or policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CompareView</name>
    <message>
        <source>&amp;Sell chosen option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Re-quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search saved quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved quotes; tick the ones to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installment matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;yment method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote the current saved quote again: the same customer, item, coverages and amounts, with new cover dates (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sold · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote was sold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only quotes of the same customer and risk are compared side by side: this one is %1, the ones ticked are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One column per quote, one row per number of installments; the lowest total of each row in bold. Arrows choose a cell, Enter sells it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2
%3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ComparisonModel</name>
    <message>
        <source>Quoting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer is analysing this quote; its prices appear here when it answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inactive: this product is not authorized for the brokerage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prices for this risk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priced · the lowest price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly premium only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer said: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Situation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deductible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interest-free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With interest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes (IOF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
★ Lowest price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved on this computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter, F2 or a double click: quote this product on another of its plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Current policy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ConnectionIndicator</name>
    <message>
        <source>Connection: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CopyReference</name>
    <message>
        <source>Copy reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies this record&apos;s reference, to paste where the insurer or support asks for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CoverageRow</name>
    <message>
        <source>Option of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insured amount of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R$ </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CustomerListModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPF / CNPJ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CustomerPicker</name>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name or CPF to fill in a known customer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CustomerView</name>
    <message>
        <source>← &amp;Customers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Renew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call / &amp;estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renewal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoted on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the list of customers (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote with this customer as the policy holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote the renewal of the selected policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How likely this customer is to buy, before you call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No policy yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cash-flow row of their policies in the mirror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quote saved on this desk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sale yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No affinity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not on today&apos;s call list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPF %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNPJ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plates %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (ended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (in %n day(s))</source>
        <translation>
            <numerusform>%1 (in %n day)</numerusform>
            <numerusform>%1 (in %n days)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did not buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policies (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sales (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinities (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash flow (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::CustomersPage</name>
    <message>
        <source>&amp;Export data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name, CPF/CNPJ, e-mail, phone or plate (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search customers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save everything the desk holds of this customer to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export customer data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n customer(s)</source>
        <translation>
            <numerusform>%n customer</numerusform>
            <numerusform>%n customers</numerusform>
        </translation>
    </message>
    <message>
        <source>Type a name or CPF to find a customer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Children</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>customer-%1.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer data saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customers could not be brought up to date: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call &amp;list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New a&amp;ffinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Es&amp;timate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote with this customer as the policy holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new affinity with this customer as the holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How likely this customer is to buy, from what is known of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No customer yet. Every policy holder you quote is kept here, with their quotes and policies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The operator does not keep leads: the people you register stay on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Possible &amp;duplicates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customers that may be one person: merge them, or undo a merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Possible &amp;duplicates (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything of this customer: policies, quotes, sales, affinities, calls and cash flow (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::DateField</name>
    <message>
        <source>Day, month and year, as in 15/03/1985</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the whole date, as in 15/03/1985.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This day does not exist: check the day and the month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose on a calendar</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::DocumentOpener</name>
    <message>
        <source>The document could not be opened: no program to show PDF files is set up on this computer. You can save it as a file instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::DuplicatesDialog</name>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maybe the same as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merged with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Different people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Possible duplicates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show both as one customer, under the older entry: every quote, sale and policy of both then shows together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are different people: stop offering this pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the two entries apart again, each with its own records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merges made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No possible duplicate: every customer looks like one person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No merge to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customers that may be one person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same e-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now one customer. Undo below if it was a mistake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are apart again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ElectronicForm</name>
    <message>
        <source>IMEI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoice amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 digits (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;IMEI:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Brand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In&amp;voice amount:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ErrorBanner</name>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss the error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service said: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the service answered, in its own words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies this error&apos;s reference, for support</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::EstimateDialog</name>
    <message>
        <source>woman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>married</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes, bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No, did not buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of a sale — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the kind of insurance and press Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What we know:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Insurance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the call: did they buy?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>age %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>children: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>income %1 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The estimate also needs: %1. Complete the customer&apos;s record (Edit customer) and ask again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking for an estimate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated chance that %1 buys %2: &lt;b&gt;%3&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer once the customer decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The estimate could not be kept for the call list: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded: %1 bought. This improves the next estimates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded: %1 did not buy. This improves the next estimates.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::FilterNote</name>
    <message>
        <source>Show all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the filter and list everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing only: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::FormWizard</name>
    <message>
        <source>Discard what you typed?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing now loses everything typed in this form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::HolderForm</name>
    <message>
        <source>&amp;Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact and address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;hone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Female</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Male</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marital status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Married</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divorced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Widowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;PF:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Birth date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Gender:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Marital status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNPJ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corporate name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;NPJ:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corporate &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trade name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ustomer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filled in from %1&apos;s record. Changes here go into this quote only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is no longer %1: the holder will be a new customer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the year: this would make the holder over 120.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The holder must be 18 or older.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose (type its first letter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::HolderStep</name>
    <message>
        <source>Policy holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who takes out the insurance. CPF and CNPJ are checked as you type.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::HomeForm</name>
    <message>
        <source>Property type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apartment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House in a condominium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Farm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masonry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Property type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;onstruction:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::HomePage</name>
    <message>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is due today; click a count to open its list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renewals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policies ending in 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policies ending in 60 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policies ending in 90 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sales and payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sales waiting for payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payments that failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This month&apos;s commissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commissions expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commissions received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost to cancellations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinities and calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinities pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customers to call first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to renew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open to renew them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Among the latest %1 sales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call the customer to pay again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the insurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to collect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every installment on time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 still to come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n policy(ies) canceled this month</source>
        <translation>
            <numerusform>%n policy canceled this month</numerusform>
            <numerusform>%n policies canceled this month</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No customer estimated yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::InstallmentMatrixModel</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no interest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2. Paid by: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly premium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 · item %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::InstallmentTableModel</name>
    <message>
        <source>Item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2%): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment methods</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ItemStep</name>
    <message>
        <source>Insured item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the %1 insurance covers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insured item&apos;s details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insured amount by the FIPE value — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::KeyValueForm</name>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This product type has no fixed item form: add the fields the insurer asks for, or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::LifetimeStep</name>
    <message>
        <source>Lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the insurance starts and ends. Next asks the insurer for prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the insurer for prices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote could not be saved on this computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording the new customer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new customer could not be recorded on the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trip is covered for at most 366 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cover lasts at most five years.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::LookupNote</name>
    <message>
        <source>ZIP code not found; type the address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the FIPE table; type the vehicle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ZIP code lookup is taking long; type the address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The FIPE table is taking long; type the vehicle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ZIP code lookup is out of reach; type the address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The FIPE table is out of reach; type the vehicle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ZIP code lookup answered something unreadable; type the address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The FIPE table answered something unreadable; type the vehicle.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::LookupSection</name>
    <message>
        <source>Lookups (ZIP code and FIPE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZIP code lookup address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIPE table address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;ZIP code (answers as ViaCEP):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIPE table (answers as the FIPE API):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They fill the address from the ZIP code and the vehicle from the FIPE table. Empty: the public ones. The built-in demo uses its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter an http:// or https:// address, or leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::MainWindow</name>
    <message>
        <source>BrokerDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Ctrl+%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find…   Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a page, product, saved quote or policy by name, CPF/CNPJ or plate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No service configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::MultiQuote</name>
    <message>
        <source>This product offers no plan to quote.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::MultiQuoteView</name>
    <message>
        <source>1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quote on every product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sell…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Change the questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind of risk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insured amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R$ </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The main coverage&apos;s insured amount on every product, kept within each product&apos;s limits; the other coverages take their least.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Insured amount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison of the products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell the chosen price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cover lasts at most five years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n product(s))</source>
        <translation>
            <numerusform>%1 (%n product)</numerusform>
            <numerusform>%1 (%n products)</numerusform>
        </translation>
    </message>
    <message>
        <source>The insured item&apos;s details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multicálculo: one risk quoted on every product at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n product(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n product</numerusform>
            <numerusform>%1 · %2 · %n products</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking %n insurer product(s) for prices…</source>
        <translation>
            <numerusform>Asking %n insurer product for prices…</numerusform>
            <numerusform>Asking %n insurer products for prices…</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a price (one payment, interest-free or with interest) of a priced product to sell it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote is already on its way to checkout or sold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan of this product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This policy cannot be renewed here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This policy cannot be renewed here: its product is not sold in this channel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Renewal&lt;/b&gt; of %1&apos;s policy · %2 · cover from %3 to %4, bonus class %5. The current product keeps its plan and coverages, the others quote their first plan at its insured amount (Enter on a plan chooses another). Choose a price and press Enter to sell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · cover from %3 to %4. Each product&apos;s first plan (Enter on a plan chooses another); every quote is saved on this computer. Choose a price and press Enter to sell.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::OfflineBanner</name>
    <message>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try to reach the service again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working offline: the service cannot be reached. Saved quotes and the saved catalog still work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service is having problems right now. Saved quotes and the saved catalog still work.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::OfflineQuotesPage</name>
    <message>
        <source>&amp;Re-quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by product, holder, CPF/CNPJ, plate… (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search saved quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to checkout with this quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this quote from the saved quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline store could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s)</source>
        <translation>
            <numerusform>%n quote</numerusform>
            <numerusform>%n quotes</numerusform>
        </translation>
    </message>
    <message>
        <source>The quote could not be saved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote could not be removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved quotes yet. Every quote you make is kept here, to compare, re-quote or sell even without the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring the deleted quote back (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved quote of %1 was deleted from this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote could not be brought back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote again: the same customer, item, coverages and amounts, with new cover dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote was sold already: re-quote it for a new sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved quote, valid until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote - %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::PeriodFields</name>
    <message>
        <source>Start date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Starts on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ends on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cover cannot start before today (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cover must start within five years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end must come after the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type both dates as dd/mm/yyyy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) of cover</source>
        <translation>
            <numerusform>%n day of cover</numerusform>
            <numerusform>%n days of cover</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::PlanStep</name>
    <message>
        <source>Plan and coverages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a plan, the coverages with their insured amounts, and the assists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Plan:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Coverages&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Assists&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan has no assists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required coverages are always included. Type the insured amount of each coverage taken, within its limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan of the earlier quote is no longer offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coverage of the earlier quote is no longer offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the earlier %2 is outside the new limits, %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An assist of the earlier quote is no longer offered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::PoliciesPage</name>
    <message>
        <source>Canceled on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel policy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the selected policy (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policies could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading policies…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy document.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMEI %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPF / CNPJ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n policy(ies) issued by the office</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Search by holder, CPF/CNPJ, plate or IMEI (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search policies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any end date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends within %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n policy(ies) found</source>
        <translation>
            <numerusform>%n policy found</numerusform>
            <numerusform>%n policies found</numerusform>
        </translation>
    </message>
    <message>
        <source> · still reading the office&apos;s policies…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No policy matches this search and these filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear search and filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No policy yet. A policy is issued here once a sale is paid; quote a product and sell it to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy %1 cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new policy (refresh to see it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the policy &amp;PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the chosen policy&apos;s PDF (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ProductDetails</name>
    <message>
        <source>Select a product to see its details and vendor settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quote this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurer&apos;s product:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNPJ:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SUSEP code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commission:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pro-labor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last update:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This product has no vendor settings for your channel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a quote for this product (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No — not offered for sale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ProductListModel</name>
    <message>
        <source>%1 · %2 · SUSEP %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ProductStep</name>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the broker product to quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by product, insurer or type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the catalog saved on %1; the service is not reachable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening a quote request…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The product of the quote to re-quote is no longer in the catalog: choose another one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ProgressPanel</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the work in progress</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::QuoteDetailsView</name>
    <message>
        <source>Quote details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a saved quote to see its installment options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer said: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote was sold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the sale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::QuotePage</name>
    <message>
        <source>Compare and re-&amp;quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotes saved on this computer: compare, re-quote or sell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a product to quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the first field still missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Multicálculo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;One product</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::QuoteWizard</name>
    <message>
        <source>&amp;New quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is no longer saved on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote cannot be quoted again: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::RenewalListModel</name>
    <message>
        <source>Product not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premium</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::RenewalsPage</name>
    <message>
        <source>Renewals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Renew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by holder, CPF/CNPJ or plate (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search renewals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ending within</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ending in %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote the selected policy&apos;s renewal (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policies to renew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for policies ending soon…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n policy(ies) to renew</source>
        <translation>
            <numerusform>%n policy to renew</numerusform>
            <numerusform>%n policies to renew</numerusform>
        </translation>
    </message>
    <message>
        <source>No policy ends in the next %1 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No policy ending in the next %1 days matches the search.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::Requoter</name>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lifetime: %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1, %2×: new option, total %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1, %2×: total %3 → %4 (%5%6, %7%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1, %2×: no longer offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1: %2 insured for %3 is now outside %4 – %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices: every option costs what it did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices: the other options cost what they did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1: a coverage of the earlier quote is no longer offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverages and insured amounts: as before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service did not say what the policy insures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::ResultsStep</name>
    <message>
        <source>&amp;Sell…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF proposal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every way to pay, per item. Choose one and sell, or export the proposal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installment options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell the chosen option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote is not in the offline store, so it cannot be exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposal-%1.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proposal could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposal saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quote again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer is analysing this quote. The prices appear here as soon as it answers; you may leave this step meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the insurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote the same data again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote could not be saved on this computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the insurer for prices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changed since the earlier quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer is analysing this quote, and the operator does not tell the desk when it is answered. Quote again in a few minutes to see the prices; this quote stays saved on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer said: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This quote was sold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since the quote of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; for %2, valid until %3. Saved on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; for %2. Saved on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::RowTable</name>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a row to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected row of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::SaleStatusView</name>
    <message>
        <source>Sale started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open policy &amp;document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sale timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (policy %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment refused: the sale failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the payment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sale started…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy cancelled on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy document.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try another payment method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The customer pays with the Pix code the insurer sent; the policy is issued as soon as the payment arrives, usually in minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The customer pays the boleto by its due date; the bank confirms it in up to two business days (by %1), and the policy is issued then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policy is issued when the transfer reaches the insurer, usually the same business day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank debits the account and confirms it in up to two business days (by %1); the policy is issued then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card operator is confirming the payment, usually in seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policy is issued once the insurer confirms the payment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::SalesListModel</name>
    <message>
        <source>%1 in %2×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::SalesPage</name>
    <message>
        <source>Choose a sale to see its status, or sell a quote from the Quote page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sales made from this desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The office&apos;s sales</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sale(s) of the office, newest first</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sale(s) made from this desk</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No sale yet. Quote a product and sell it: each sale follows here until its policy is issued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The operator does not list the office&apos;s sales: these are the sales made from this desk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sales waiting for payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sales whose payment failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::SavedQuotesModel</name>
    <message>
        <source>Expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::SettingsPage</name>
    <message>
        <source>Brokerage service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server URL + /oauth2/token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker channel id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the built-in demo service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a brokerage service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Token URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client &amp;id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client s&amp;ecret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Audience:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies the next time BrokerDesk starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save and apply (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain is available on this computer: secrets are kept for this session only and must be entered again next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some settings need your attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter an http:// or https:// address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter an http:// or https:// address, or leave it empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter the client id you were given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter the client secret you were given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter your broker channel id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in demo service starts the next time BrokerDesk starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language applies the next time BrokerDesk starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow unencrypted http:// (the secret and tokens travel readable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use https://, or allow unencrypted http:// below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load channels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in with the connection above and list your channels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broker &amp;channel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel i&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The channels could not be listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n channel(s) found.</source>
        <translation>
            <numerusform>%n channel found.</numerusform>
            <numerusform>%n channels found.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unnamed channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configured channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configured channel (not listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another channel (enter its id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test co&amp;nnection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in with what the form holds and read the channel&apos;s products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing in at %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing in at %1 did not work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in at %1; reading the channel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in at %1, but the channel could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The connection works: signed in at %1, and the channel offers %n product(s).</source>
        <translation>
            <numerusform>The connection works: signed in at %1, and the channel offers %n product.</numerusform>
            <numerusform>The connection works: signed in at %1, and the channel offers %n products.</numerusform>
        </translation>
    </message>
    <message>
        <source>Working on the built-in demo service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working on the service at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in demo service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection (administrator)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::StepIndicator</name>
    <message>
        <source>%1, current step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::TravelForm</name>
    <message>
        <source>First name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Travelers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Central America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Europe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Africa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Travelers:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::VehicleForm</name>
    <message>
        <source>&amp;0 km (new vehicle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manufacture year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIPE code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>17 characters (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gasoline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethanol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diesel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Plate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hassis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Brand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &amp;year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ma&amp;nufacture year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;FIPE code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;uel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model year in the FIPE table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIPE &amp;table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIPE value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIPE value: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::AffinityDetails</name>
    <message>
        <source>Select an affinity to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Affinity details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPF / CNPJ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attachments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the attachment in the system&apos;s viewer (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the attachment as a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attachments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invoice %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n beneficiary(ies)</source>
        <translation>
            <numerusform>%n beneficiary</numerusform>
            <numerusform>%n beneficiaries</numerusform>
        </translation>
    </message>
    <message>
        <source>The insurer sends the documents once it issues the affinity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attachments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::AffinityLifetimeStep</name>
    <message>
        <source>Lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the affinity starts and ends (at most five years).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An affinity lasts at most five years.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::AffinityPlanStep</name>
    <message>
        <source>Plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what the affinity covers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assists: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::AffinityProductStep</name>
    <message>
        <source>Products of the partnership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the partnership&apos;s product. Next asks the insurer for its plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the insurer for the plans…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::AffinityWizard</name>
    <message>
        <source>New affinity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;reate affinity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::HolderItemStep</name>
    <message>
        <source>Insured item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder and item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who is insured and what. CPF and CNPJ are checked as you type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insured item (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending the affinity to the insurer…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::affinities::PartnershipView</name>
    <message>
        <source>Partnership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Products of the partnership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a product (or press Enter) to start an affinity on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Products</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the partnership…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNPJ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverages: %1
Assists: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The partnership offers no products.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::cashflow::CommissionsView</name>
    <message>
        <source>Export &amp;months…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;cancellations…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commissions per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commissions lost to cancellations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commissions of the next 12 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commission lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Expected per month&lt;/b&gt; (by forecast date)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;At risk:&lt;/b&gt; canceled policies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no holder named)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Still due: &lt;b&gt;%1&lt;/b&gt; · overdue: &lt;b&gt;%2&lt;/b&gt; · lost to %n cancellation(s): &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>
            <numerusform>Still due: &lt;b&gt;%1&lt;/b&gt; · overdue: &lt;b&gt;%2&lt;/b&gt; · lost to %n cancellation: &lt;b&gt;%3&lt;/b&gt;</numerusform>
            <numerusform>Still due: &lt;b&gt;%1&lt;/b&gt; · overdue: &lt;b&gt;%2&lt;/b&gt; · lost to %n cancellations: &lt;b&gt;%3&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::cashflow::LedgerFilterBar</name>
    <message>
        <source>&amp;Dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only records whose money moves between the two dates: the cash date once paid, the forecast before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also list the deleted records, struck through; they count in no total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by holder, policy or description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder, policy or description…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer premiums</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::cashflow::LedgerMirrorView</name>
    <message>
        <source>&amp;Sync now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirrored cash-flow records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirroring the ledger: %1 of %2 records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sync stopped: %1 It resumes where it stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirroring the ledger…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local mirror is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 records mirrored; the sync was interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing mirrored yet: press Sync now to copy the ledger here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 records mirrored, last synced %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exporting %n record(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All records are here; building the indexes for filters and totals…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a &amp;new mirror…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger mirror on this machine belongs to another account. Start a new mirror of this account&apos;s ledger?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The old mirror is not deleted: it is renamed and kept in the same folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ommissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this record&apos;s policy on the Policies page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the records that may have changed since…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show those days too</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) · in %1 · out %2 · net &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>
            <numerusform>%n record · in %1 · out %2 · net &lt;b&gt;%3&lt;/b&gt;</numerusform>
            <numerusform>%n records · in %1 · out %2 · net &lt;b&gt;%3&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>To receive %1, of which overdue %2 · to pay %3, of which overdue %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) written today fall outside this period, from %1 to %2.</source>
        <translation>
            <numerusform>%n record written today falls outside this period, from %1 to %2.</numerusform>
            <numerusform>%n records written today fall outside this period, from %1 to %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>In and out per month, by the day money moves, %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In and out per month, by the day money moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash flow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::cashflow::MonthlyChart</name>
    <message>
        <source>Money in and out per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In and out per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::cashflow::RecordDetails</name>
    <message>
        <source>Record details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a record to see all its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This record could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total of the deductions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recurrence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payer&apos;s document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawer&apos;s document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawer&apos;s bank account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bank %1, agency %2, account %3-%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linked to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linked to this record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::policies::BankAccount</name>
    <message>
        <source>The bank code has exactly 3 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agency has 1 to 5 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The account number has 1 to 12 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The account digit is one digit or X.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::policies::CancelPolicyDialog</name>
    <message>
        <source>Bank account for the wire transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a reason…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: what the customer or insurer said</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversal method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The way it was paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversal &amp;method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 digits, e.g. 341</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bank code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;gency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ccount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account di&amp;git:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel &amp;policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose why the policy is cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some answers need fixing before the cancel can be sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the policy &lt;b&gt;%1&lt;/b&gt; (%2)?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::policies::PolicyDetails</name>
    <message>
        <source>Select a policy to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPF / CNPJ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the policy PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMEI %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 – %3/%4, CEP %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insured item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancellation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renewed by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::policies::RefundTable</name>
    <message>
        <source>Paid by the customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept by the insurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refunded to the customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commission charged back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This policy&apos;s cover has already ended: the insurer will refuse the cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the reason: the refund depends on who cancels and when.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premium without IOF or interest; with them the customer paid %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premium without IOF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What has been paid could not be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading what has been paid…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commission still to come is void: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The insurer confirms the exact amount.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::ui::recommendations::PercentGauge</name>
    <message>
        <source>Estimated chance of buying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No estimate yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>brokerdesk::webhook::WebhookReceiver</name>
    <message>
        <source>Nothing is received at this path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliveries are POST requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is larger than 1 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The affinity has no id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update could not be applied now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request head is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the body with a Content-Length, or chunked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many connections are open. Try again shortly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is not valid HTTP/1.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body names no affinity: it has neither id nor affinity_request_id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updates cannot be confirmed with the service now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many updates wait to be confirmed; send this one again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service has no affinity of that notice: nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update could not be confirmed with the service: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
